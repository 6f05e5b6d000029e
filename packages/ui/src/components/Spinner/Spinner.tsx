import { cva } from 'class-variance-authority';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { SpinnerSize } from './Spinner.css';
import * as styles from './Spinner.css';

const spinnerClass = cva(styles.spinner, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to assistive technology; omit when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ size, label }: SpinnerProps) {
  return (
    <>
      <span className={spinnerClass({ size })} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
