import type { LeadFieldErrors, LeadFormStatus } from '@fleet/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
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
 * The state lives in the page, so leaving the route and coming back starts from an empty form.
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

  return {
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
