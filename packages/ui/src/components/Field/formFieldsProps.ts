/** The name of one of a form's fields: a key of its values. */
export type FieldName<Values> = Extract<keyof Values, string>;

/** One message per invalid field; a field without an entry is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * What every form component takes from the app, which owns the form's state: the values, a message per invalid
 * field, and each edit as it happens. The app clears a field's message when the person edits that field.
 */
export interface FormFieldsProps<Values> {
  values: Values;
  errors: FieldErrors<FieldName<Values>>;
  onChange: <Field extends FieldName<Values>>(field: Field, value: Values[Field]) => void;
}
