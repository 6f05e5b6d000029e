import type { InputHTMLAttributes } from 'react';
import { control } from '../Field/Field.css';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';

export interface TimeFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style' | 'children'> {}

/** A time of day ('HH:MM', 24 hours, whatever the browser shows), in the box every text-like control shares. */
export function TimeField({ label, hint, error, hideLabel, fullWidth, required, id, 'aria-describedby': describedBy, ...rest }: TimeFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} describedBy={describedBy} hideLabel={hideLabel} fullWidth={fullWidth}>
      {(controlProps) => <input type="time" className={control} {...rest} {...controlProps} />}
    </Field>
  );
}
