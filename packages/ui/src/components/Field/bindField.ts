import type { ChangeEvent } from 'react';
import type { FieldName, FormFieldsProps } from './formFieldsProps.ts';

type ControlChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The props that tie one TextField, Textarea or Select to a form's values, errors and onChange. A Select lists
 * only its field's own choices, so the text it reports is taken as one of them.
 */
export function bindField<Values extends { [Field in keyof Values]: string }>({ values, errors, onChange }: FormFieldsProps<Values>) {
  return <Field extends FieldName<Values>>(field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    fullWidth: true,
    onChange: (event: ControlChange) => onChange(field, event.target.value as Values[Field]),
  });
}
