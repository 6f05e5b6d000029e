import type { ReactNode } from 'react';
import * as styles from './TextField.css';

export interface TextFieldActionProps {
  /** The button's accessible name, e.g. 'Show password'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** An icon; decorative, the label names the button. */
  children: ReactNode;
}

/** An icon button placed inside a TextField through its `endAction`. */
export function TextFieldAction({ label, onClick, disabled, children }: TextFieldActionProps) {
  return (
    <button type="button" className={styles.action} aria-label={label} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
