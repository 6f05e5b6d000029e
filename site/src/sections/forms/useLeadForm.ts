import type { LeadFieldErrors, LeadFormStatus } from '@fleet/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureMessageOf, failureOf } from '../../data/leads/leadFailure.ts';

export interface LeadFormOptions<Values, Payload> {
  emptyValues: Values;
  validate: (values: Values) => LeadFieldErrors<Extract<keyof Values, string>>;
  toPayload: (values: Values) => Payload;
  mutation: UseMutationResult<unknown, Error, Payload>;
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
}: LeadFormOptions<Values, Payload>) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<LeadFieldErrors<Field>>({});

  // The honeypot is never shown, so a message about it could not be read: it counts as a plain failure.
  const isShownField = (field: string): field is Field => Object.hasOwn(emptyValues, field) && field !== 'website';
  const failure = mutation.isError ? failureOf(mutation.error) : undefined;
  const fieldRefused = failure?.kind === 'field' && isShownField(failure.field);

  const status: LeadFormStatus = mutation.isPending ? 'submitting' : mutation.isSuccess ? 'success' : failure && !fieldRefused ? 'failure' : 'idle';

  const onChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = () => {
    if (mutation.isPending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(toPayload(values), {
      onSuccess: () => setValues(emptyValues),
      onError: (error) => {
        const refused = failureOf(error);
        if (refused.kind === 'field' && isShownField(refused.field)) setErrors({ [refused.field]: refused.message } as LeadFieldErrors<Field>);
      },
    });
  };

  const onReset = () => {
    mutation.reset();
    setValues(emptyValues);
    setErrors({});
  };

  // Once the form runs: what the person typed before its script arrived stays (the fields carry their
  // names). A page reached by Back or Forward starts empty instead, whatever the browser filled back in.
  const container = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form starts running.
  useEffect(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (navigation?.type === 'back_forward') {
      // A new object: the fields are written again, over what the browser restored.
      setValues({ ...emptyValues });
      return;
    }
    const typed: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(emptyValues) as Field[]) {
      const control = container.current?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${field}"]`);
      if (control && control.value !== emptyValues[field]) typed[field] = control.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setValues(emptyValues);
      setErrors({});
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset, emptyValues]);

  return {
    /** Put around the form: its fields are read there when the form starts running. */
    container,
    values,
    errors,
    status,
    failureMessage: failure ? failureMessageOf(failure) : undefined,
    onChange,
    onSubmit,
    onRetry: onSubmit,
    onReset,
  };
}
