// Exports of the forms batch; packages/ui/src/index.ts re-exports this file.
export { Field, type FieldProps, type FieldFrameProps } from '../components/Field/Field';
export { FieldLabel, type FieldLabelProps } from '../components/Field/FieldLabel';
export { FieldMessage, type FieldMessageProps } from '../components/Field/FieldMessage';
export { fieldMessageTones, type FieldMessageTone } from '../components/Field/Field.css';
export { useField, type UseFieldOptions, type FieldControlProps } from '../components/Field/useField';
export { TextField, type TextFieldProps } from '../components/TextField/TextField';
export { TextFieldAction, type TextFieldActionProps } from '../components/TextField/TextFieldAction';
export { textFieldTypes, type TextFieldType } from '../components/TextField/TextField.css';
export { Textarea, type TextareaProps } from '../components/Textarea/Textarea';
export { Select, type SelectProps, type SelectOption } from '../components/Select/Select';
export { Checkbox, type CheckboxProps } from '../components/Checkbox/Checkbox';
export { PasswordField, type PasswordFieldProps } from '../components/PasswordField/PasswordField';
export { SearchBox, type SearchBoxProps } from '../components/SearchBox/SearchBox';
