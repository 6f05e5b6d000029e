import { useState } from 'react';
import type { LeadFieldErrors, LeadFormStatus } from './leadFormValues.ts';

/**
 * Stories only: the state an app keeps around a lead form (values, errors cleared on edit, validate before
 * sending), so play functions can exercise validation through the real view.
 */
export function useLeadFormPlayground<Values extends { [Field in keyof Values]: string }>(
  initialValues: Values,
  validate: (values: Values) => LeadFieldErrors<Extract<keyof Values, string>>,
  onValidSubmit: () => void,
) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<LeadFieldErrors<Field>>({});
  const [status, setStatus] = useState<LeadFormStatus>('idle');

  const onChange = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onValidSubmit();
    setStatus('submitting');
  };

  return { values, errors, status, onChange, onSubmit };
}
