import { type ReactNode, useId } from 'react';

export interface UseFieldOptions {
  /** Defaults to a generated id. */
  id?: string;
  hint?: ReactNode;
  /** A message means the value is invalid; empty or absent means it is fine. */
  error?: ReactNode;
  required?: boolean;
  /** Ids of other elements that describe the control, read before the hint and error. */
  describedBy?: string;
}

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: true;
}

export const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** The ids and ARIA wiring shared by every form control. */
export function useField({ id, hint, error, required, describedBy }: UseFieldOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const describedByIds = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': hasError ? true : undefined,
    required: required ? true : undefined,
  };
  return { controlProps, hintId, errorId, hasHint, hasError };
}
