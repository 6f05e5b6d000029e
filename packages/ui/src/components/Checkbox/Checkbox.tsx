import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { CheckIcon } from '../../icons/index.ts';
import { requiredMark } from '../Field/Field.css';
import { FieldMessage } from '../Field/FieldMessage.tsx';
import { useField } from '../Field/useField.ts';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A message marks the box invalid and is announced. */
  error?: ReactNode;
}

/** A real checkbox (keyboard, forms and assistive technology behave natively) drawn in the theme. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlProps, hintId, errorId, hasHint, hasError } = useField({ id, hint, error, required, describedBy });
  return (
    <div className={styles.root}>
      <span className={styles.boxFrame}>
        <input ref={ref} type="checkbox" className={styles.input} {...rest} {...controlProps} />
        <span className={styles.tick} aria-hidden="true">
          <CheckIcon size={14} />
        </span>
      </span>
      <div className={styles.text}>
        <label htmlFor={controlProps.id} className={styles.label}>
          {label}
          {required ? (
            <span className={requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {hasHint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
        {hasError ? (
          <FieldMessage id={errorId} tone="critical">
            {error}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
});
