import { cva } from 'class-variance-authority';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import type { TextFieldType } from './TextField.css';
import * as styles from './TextField.css';

const inputClass = cva(styles.input, {
  variants: {
    withStartIcon: { true: styles.withStartIcon },
    withEndAction: { true: styles.withEndAction },
  },
});

// Phones otherwise capitalise and autocorrect the first letter of an address.
const emailInputHints = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style' | 'children'> {
  type?: TextFieldType;
  /** A decorative icon before the text. */
  startIcon?: ReactNode;
  /** A TextFieldAction inside the field's end. */
  endAction?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel, fullWidth, required, id, type = 'text', startIcon, endAction, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} describedBy={describedBy} hideLabel={hideLabel} fullWidth={fullWidth}>
      {(control) => (
        <span className={styles.frame}>
          {startIcon ? (
            <span className={styles.startIcon} aria-hidden="true">
              {startIcon}
            </span>
          ) : null}
          <input
            ref={ref}
            type={type}
            className={inputClass({ withStartIcon: Boolean(startIcon), withEndAction: Boolean(endAction) })}
            {...(type === 'email' ? emailInputHints : undefined)}
            {...rest}
            {...control}
          />
          {endAction ? <span className={styles.endAction}>{endAction}</span> : null}
        </span>
      )}
    </Field>
  );
});
