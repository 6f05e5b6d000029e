import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Textarea.css';

export type TextareaProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'children'>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, hideLabel, fullWidth, required, id, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} describedBy={describedBy} hideLabel={hideLabel} fullWidth={fullWidth}>
      {(control) => <textarea ref={ref} rows={rows} className={styles.textarea} {...rest} {...control} />}
    </Field>
  );
});
