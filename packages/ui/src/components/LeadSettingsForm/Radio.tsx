import type { InputHTMLAttributes, ReactNode } from 'react';
import * as checkbox from '../Checkbox/Checkbox.css';
import { FieldMessage } from '../Field/FieldMessage.tsx';
import { useField } from '../Field/useField.ts';
import * as styles from './LeadSettingsForm.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A real radio button, laid out and drawn like the Checkbox; group several in a Fieldset under one `name`. */
export function Radio({ label, hint, id, 'aria-describedby': describedBy, ...rest }: RadioProps) {
  const { controlProps, hintId, hasHint } = useField({ id, hint, describedBy });
  return (
    <div className={checkbox.root}>
      <span className={checkbox.boxFrame}>
        <input type="radio" className={styles.radio} {...rest} {...controlProps} />
      </span>
      <div className={checkbox.text}>
        <label htmlFor={controlProps.id} className={checkbox.label}>
          {label}
        </label>
        {hasHint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
      </div>
    </div>
  );
}
