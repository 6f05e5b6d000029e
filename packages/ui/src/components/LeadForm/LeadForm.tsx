import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { HoneypotField } from './HoneypotField.tsx';
import * as styles from './LeadForm.css';
import { LeadFormFailure } from './LeadFormFailure.tsx';
import type { LeadFormStatus } from './leadFormValues.ts';

export interface LeadFormProps {
  status: LeadFormStatus;
  /** e.g. 'Send Message'. */
  submitLabel: string;
  /** Shown on the button and announced while sending, e.g. 'Sending...'. */
  submittingLabel: string;
  /** Why sending failed, shown with 'Try again' while status is 'failure'. */
  error: string;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  /** Replaces the form once status is 'success'. */
  success: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The fields. */
  children: ReactNode;
}

/** The frame both lead forms share: the form itself, the honeypot, the failure block, the submit button and the swap to the success screen. */
export function LeadForm({
  status,
  submitLabel,
  submittingLabel,
  error,
  honeypot,
  onHoneypotChange,
  onSubmit,
  onRetry,
  success,
  children,
  ...labelling
}: LeadFormProps) {
  const { t } = useMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(status);
  const [attempts, setAttempts] = useState(0);
  const submitting = status === 'submitting';

  // Runs after the commit that carries the app's new errors, so the first invalid field is already marked.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  // The submit button that held focus is gone with the form; start reading from the thank-you screen instead.
  useEffect(() => {
    if (status === 'success' && previousStatus.current !== 'success') successRef.current?.focus();
    previousStatus.current = status;
  }, [status]);

  if (status === 'success') {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.successFocus}>
        {success}
      </div>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit();
    setAttempts((count) => count + 1);
  };

  return (
    // Posted to its own page when no script runs (yet): the server checks it by the same rules.
    <form ref={formRef} method="post" className={styles.form} noValidate onSubmit={handleSubmit} {...labelling}>
      <Text size="sm" tone="muted">
        {t('leadForm.requiredNote')}
      </Text>
      {children}
      <HoneypotField value={honeypot} onChange={onHoneypotChange} />
      {status === 'failure' ? <LeadFormFailure message={error} onRetry={onRetry} /> : null}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
      <div role="status" className={visuallyHidden}>
        {submitting ? submittingLabel : ''}
      </div>
    </form>
  );
}
