import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { FieldErrors, FieldName, FormFieldsProps } from '@fleet/ui/components/Field/formFieldsProps.ts';
import type { LeadFormStatus } from '@fleet/ui/components/LeadForm/leadFormValues.ts';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessageOf, failureOf, fieldRefusalMessage } from '../../data/leads/leadFailure.ts';
import type { ServedLeadForm } from './ServedLeadForm.ts';

export interface LeadFormOptions<Values, Payload> {
  emptyValues: Values;
  /** The form's checks, their messages in the page's language. */
  validate: (values: Values, messages: Messages) => FieldErrors<FieldName<Values>>;
  toPayload: (values: Values) => Payload;
  mutation: UseMutationResult<unknown, Error, Payload>;
  /** The form as the server answered its post (sent without script): the form starts from there. */
  served?: ServedLeadForm<Values>;
}

/**
 * The state around a lead form view: values, errors cleared on edit, validation before sending, and the
 * mutation's progress as the view's status. Success clears the fields; a failure keeps them for 'Try again'.
 * Leaving the page and coming back starts from an empty form, also when the browser restores the page
 * as it was left (the back-forward cache).
 */
export function useLeadForm<Values extends { [Field in keyof Values]: string }, Payload>({
  emptyValues,
  validate,
  toPayload,
  mutation,
  served,
}: LeadFormOptions<Values, Payload>) {
  type Field = FieldName<Values>;
  const messages = useMessages();
  const {
    values,
    errors,
    onChange: changeField,
    isValid,
    reset: resetFields,
    setErrors,
  } = useFormFields({
    emptyValues,
    validate: (submitted) => validate(submitted, messages),
    initialValues: () => ({ ...(served?.values ?? emptyValues), ...typedBeforeScript(emptyValues) }),
    initialErrors: (served?.errors ?? {}) as FieldErrors<Field>,
  });
  // The server's answer stands until the person acts on the form.
  const [servedOutcome, setServedOutcome] = useState(served?.sentTo !== undefined ? ('sent' as const) : served?.failure);

  // The honeypot is never shown, so a message about it could not be read: it counts as a plain failure.
  const isShownField = (field: string): field is Field => Object.hasOwn(emptyValues, field) && field !== 'website';
  const failure = mutation.isError ? failureOf(mutation.error) : servedOutcome !== 'sent' ? servedOutcome : undefined;
  const fieldRefused = failure?.kind === 'field' && isShownField(failure.field);

  const status: LeadFormStatus = mutation.isPending
    ? 'submitting'
    : mutation.isSuccess || (mutation.isIdle && servedOutcome === 'sent')
      ? 'success'
      : failure && !fieldRefused
        ? 'failure'
        : 'idle';

  const onChange: FormFieldsProps<Values>['onChange'] = (field, value) => {
    setServedOutcome(undefined);
    changeField(field, value);
  };

  const onSubmit = () => {
    if (mutation.isPending) return;
    setServedOutcome(undefined);
    if (!isValid(values)) return;
    mutation.mutate(toPayload(values), {
      onSuccess: () => resetFields(),
      onError: (error) => {
        const refused = failureOf(error);
        if (refused.kind === 'field' && isShownField(refused.field))
          setErrors({ [refused.field]: fieldRefusalMessage(refused, messages) } as FieldErrors<Field>);
      },
    });
  };

  const onReset = () => {
    setServedOutcome(undefined);
    mutation.reset();
    resetFields();
  };

  // A page reached by Back or Forward starts empty, whatever the browser filled back into its fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form starts running.
  useEffect(() => {
    if (!isBackForward()) return;
    // A new object: the fields are written again, over what the browser restored.
    resetFields({ ...emptyValues });
    setServedOutcome(undefined);
  }, []);

  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setServedOutcome(undefined);
      reset();
      resetFields();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset, resetFields]);

  return {
    values,
    errors,
    status,
    error: failure ? failureMessageOf(failure, messages) : undefined,
    onChange,
    onSubmit,
    onRetry: onSubmit,
    onReset,
  };
}

/**
 * Set when the browser brings the page back as it was left, heard from the moment this code runs: a form
 * whose page was left before its script had taken it over (and restored before it had) starts empty too.
 */
let restoredFromCache = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) restoredFromCache = true;
  });
}

function isBackForward(): boolean {
  if (restoredFromCache) return true;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/**
 * What the person typed into the page's form before its script arrived, read from the fields (by their
 * names) as the form first renders in the browser, before it takes them over: nothing typed is lost.
 */
function typedBeforeScript<Values extends { [Field in keyof Values]: string }>(emptyValues: Values): Partial<Values> {
  if (typeof document === 'undefined' || isBackForward()) return {};
  const typed: Partial<Values> = {};
  for (const field of Object.keys(emptyValues) as (keyof Values & string)[]) {
    const control = document.getElementsByName(field)[0];
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      if (control.value !== emptyValues[field]) typed[field] = control.value as Values[typeof field];
    }
  }
  return typed;
}
