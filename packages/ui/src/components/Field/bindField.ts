import type { ChangeEvent } from 'react';

type ControlChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** The props that tie one TextField, Textarea or Select to a form's values, errors and onChange. */
export function bindField<Field extends string>(
  values: Record<Field, string>,
  errors: Partial<Record<Field, string>>,
  onChange: (field: Field, value: string) => void,
) {
  return (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    fullWidth: true,
    onChange: (event: ControlChange) => onChange(field, event.target.value),
  });
}
