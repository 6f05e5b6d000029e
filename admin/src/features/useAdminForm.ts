import { useState } from 'react';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's values and field errors: validation on submit, and a field's error cleared once the
 * person edits that field, the others kept.
 */
export function useAdminForm<Values extends object, Field extends Extract<keyof Values, string>>(
  emptyValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  const onChange = (next: Values) => {
    setFieldErrors((errors) => {
      const kept = { ...errors };
      for (const field of Object.keys(errors) as Field[]) {
        if (values[field] !== next[field]) delete kept[field];
      }
      return kept;
    });
    setValues(next);
  };

  /** Shows what is wrong with `submitted`; true when nothing is. */
  const isValid = (submitted: Values) => {
    const found = validate(submitted);
    setFieldErrors(found);
    return Object.keys(found).length === 0;
  };

  const reset = () => {
    setValues(emptyValues);
    setFieldErrors({});
  };

  return { values, fieldErrors, onChange, isValid, reset };
}
