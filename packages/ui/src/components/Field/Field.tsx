import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { type FieldControlProps, type UseFieldOptions, useField } from './useField.ts';

const fieldClass = cva(styles.field, { variants: { fullWidth: { true: styles.fullWidth } } });

/** What every single-control field (text field, textarea, select) takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A message marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  fullWidth?: boolean;
}

export interface FieldProps extends FieldFrameProps, UseFieldOptions {
  /** Renders the control; spread the props it receives onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, control and error, wired together: the frame of every single-control form field. */
export function Field({ label, hideLabel, fullWidth, children, ...options }: FieldProps) {
  const { controlProps, hintId, errorId, hasHint, hasError } = useField(options);
  return (
    <div className={fieldClass({ fullWidth })}>
      <FieldLabel htmlFor={controlProps.id} required={options.required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {hasHint ? <FieldMessage id={hintId}>{options.hint}</FieldMessage> : null}
      {children(controlProps)}
      {hasError ? (
        <FieldMessage id={errorId} tone="critical">
          {options.error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
