import { useCallback, useState } from 'react';
import type { FieldErrors, FieldName, FormFieldsProps } from '../components/Field/formFieldsProps.ts';

export interface FormFieldsOptions<Values> {
  /** What the form starts from and goes back to on reset. */
  emptyValues: Values;
  /** A message per invalid field; empty when the values may be sent. Without it, every value may be. */
  validate?: (values: Values) => FieldErrors<FieldName<Values>>;
  /** Where the form starts when not from empty (e.g. as the server answered its post). */
  initialValues?: () => Values;
  initialErrors?: FieldErrors<FieldName<Values>>;
}

/**
 * The state an app keeps for a form component: its values and a message per invalid field, set by validating on
 * submit and cleared field by field as the person edits them, the others kept.
 */
export function useFormFields<Values>({ emptyValues, validate, initialValues, initialErrors = {} }: FormFieldsOptions<Values>) {
  type Errors = FieldErrors<FieldName<Values>>;
  const [values, setValues] = useState<Values>(initialValues ?? emptyValues);
  const [errors, setErrors] = useState<Errors>(initialErrors);

  const onChange: FormFieldsProps<Values>['onChange'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const kept = { ...current };
      delete kept[field];
      return kept;
    });
  };

  /** Shows what is wrong with `submitted`; true when nothing is. */
  const isValid = (submitted: Values) => {
    const found = validate?.(submitted) ?? {};
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Back to `to` (the empty values unless given) with no errors. */
  const reset = useCallback(
    (to: Values = emptyValues) => {
      setValues(to);
      setErrors({});
    },
    [emptyValues],
  );

  return { values, errors, onChange, isValid, reset, setErrors };
}
