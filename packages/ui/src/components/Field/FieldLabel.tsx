import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Field.css';

const labelClass = cva(undefined, { variants: { hidden: { true: visuallyHidden, false: styles.label } }, defaultVariants: { hidden: false } });

export interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  /** Keeps the label for assistive technology only (e.g. a search box with a placeholder and an icon). */
  hidden?: boolean;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, required, hidden, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={labelClass({ hidden })}>
      {children}
      {/* The control's own `required` is what assistive technology reads; the mark is for the eye. */}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
