import type { LeadEmail, OutboxStatus } from '@fleet/api-client';
import type { BadgeTone } from '../Badge/Badge.css';

/** Where an e-mail about a lead stands: queued (or being retried), delivered to the mail server, or given up on. */
export const leadEmailStateLabels = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const satisfies Record<OutboxStatus, string>;

export const leadEmailStateTones = { pending: 'caution', sent: 'positive', failed: 'critical' } as const satisfies Record<OutboxStatus, BadgeTone>;

/** Why sending one e-mail again failed. */
export interface LeadEmailResendError {
  id: string;
  /** E.g. 'Failed to send the e-mail again'. */
  message: string;
}

const attempts = (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`);

/**
 * What follows the state's badge, so the two read as one: (Sent) 'Nov 21, 2026, 9:00 AM';
 * (Pending) '2 attempts so far · next try Nov 21, 2026, 10:00 AM'; (Failed) 'after 10 attempts · queued Nov 21, 2026, 9:00 AM'.
 */
export function emailStateDetails(email: LeadEmail, formatTime: (iso: string) => string): string {
  switch (email.status) {
    case 'sent':
      return email.sent_at ? formatTime(email.sent_at) : '';
    case 'pending':
      return [
        email.attempts > 0 ? `${attempts(email.attempts)} so far` : 'not tried yet',
        email.next_attempt_at ? `next try ${formatTime(email.next_attempt_at)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'failed':
      return `after ${attempts(email.attempts)} · queued ${formatTime(email.created_at)}`;
  }
}
