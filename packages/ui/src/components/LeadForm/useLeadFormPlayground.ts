import { useState } from 'react';
import { useFormFields } from '../../hooks/useFormFields.ts';
import type { FieldErrors, FieldName } from '../Field/formFieldsProps.ts';
import type { LeadFormStatus } from './leadFormValues.ts';

/**
 * Stories only: the state an app keeps around a lead form (values, errors cleared on edit, validate before
 * sending), so play functions can exercise validation through the real view.
 */
export function useLeadFormPlayground<Values>(emptyValues: Values, validate: (values: Values) => FieldErrors<FieldName<Values>>, onValidSubmit: () => void) {
  const { values, errors, onChange, isValid } = useFormFields({ emptyValues, validate });
  const [status, setStatus] = useState<LeadFormStatus>('idle');

  const onSubmit = () => {
    if (!isValid(values)) return;
    onValidSubmit();
    setStatus('submitting');
  };

  return { values, errors, status, onChange, onSubmit };
}
