// The forms components and what they take; packages/ui/src/index.ts re-exports this file.

export { Checkbox, type CheckboxProps } from '../components/Checkbox/Checkbox.tsx';
export { type FieldMessageTone, fieldMessageTones } from '../components/Field/Field.css';
export { Field, type FieldFrameProps, type FieldProps } from '../components/Field/Field.tsx';
export { FieldLabel, type FieldLabelProps } from '../components/Field/FieldLabel.tsx';
export { FieldMessage, type FieldMessageProps } from '../components/Field/FieldMessage.tsx';
export type { FieldErrors, FieldName, FormFieldsProps } from '../components/Field/formFieldsProps.ts';
export { type FieldControlProps, type UseFieldOptions, useField } from '../components/Field/useField.ts';
export { PasswordField, type PasswordFieldProps } from '../components/PasswordField/PasswordField.tsx';
export { SearchBox, type SearchBoxProps } from '../components/SearchBox/SearchBox.tsx';
export { Select, type SelectOption, type SelectProps } from '../components/Select/Select.tsx';
export { Textarea, type TextareaProps } from '../components/Textarea/Textarea.tsx';
export { type TextFieldType, textFieldTypes } from '../components/TextField/TextField.css';
export { TextField, type TextFieldProps } from '../components/TextField/TextField.tsx';
export { TextFieldAction, type TextFieldActionProps } from '../components/TextField/TextFieldAction.tsx';
export { type FormFieldsOptions, useFormFields } from '../hooks/useFormFields.ts';
