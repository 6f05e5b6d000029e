import type { LeadEmail } from '@fleet/api-client';
import { useId } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { LeadEmailStateBadge } from './LeadEmailStateBadge.tsx';
import * as styles from './LeadEmails.css';
import { emailStateDetails, type LeadEmailResendError } from './leadEmail.ts';

export interface LeadEmailsProps {
  emails?: readonly LeadEmail[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load the e-mails'. */
  error?: string;
  /** Super admins: a failed e-mail offers 'Send Again'. */
  canResend?: boolean;
  onResend?: (id: string) => void;
  /** The e-mail being sent again; its button shows a spinner and the others wait. */
  resending?: string;
  /** Why sending one again failed. */
  resendError?: LeadEmailResendError;
}

/** 'E-mails': what the server sent about a lead, to whom, and whether it arrived at the mail server. */
export function LeadEmails({ emails = [], loading, error, canResend = false, onResend, resending, resendError }: LeadEmailsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        E-mails
      </Heading>
      <AdminListState
        loading={loading}
        loadingText="Loading the e-mails..."
        error={error}
        empty={emails.length === 0}
        emptyText="No e-mails sent about this lead"
      >
        <ul className={styles.list} aria-labelledby={titleId}>
          {emails.map((email) => (
            <li key={email.id} className={styles.row}>
              <div className={styles.body}>
                <p className={styles.subject}>{email.subject}</p>
                <p className={styles.details}>{`To ${email.to}`}</p>
                <p className={styles.stateLine}>
                  <LeadEmailStateBadge state={email.status} size="sm" /> {emailStateDetails(email, formatLeadTime)}
                </p>
                {email.last_error && email.status !== 'sent' ? (
                  <p className={styles.lastError}>
                    <span className={styles.lastErrorLabel}>Last error: </span>
                    {email.last_error}
                  </p>
                ) : null}
              </div>
              {canResend && onResend && email.status === 'failed' ? (
                <div>
                  <Button tone="secondary" size="sm" loading={resending === email.id} disabled={resending !== undefined} onClick={() => onResend(email.id)}>
                    {resending === email.id ? 'Sending...' : 'Send Again'}
                    <VisuallyHidden>{` (${email.subject})`}</VisuallyHidden>
                  </Button>
                </div>
              ) : null}
              {resendError?.id === email.id ? (
                <div className={styles.message}>
                  <InlineMessage tone="error">{resendError.message}</InlineMessage>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
