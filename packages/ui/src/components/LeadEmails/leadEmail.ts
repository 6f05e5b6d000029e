import type { BadgeTone } from '../Badge/Badge.css';

/** Where an e-mail the server sends about a lead stands: queued (or being retried), delivered to the mail server, or given up on. */
export const leadEmailStates = ['pending', 'sent', 'failed'] as const;
export type LeadEmailState = (typeof leadEmailStates)[number];

export const leadEmailStateLabels = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const satisfies Record<LeadEmailState, string>;

export const leadEmailStateTones = { pending: 'caution', sent: 'positive', failed: 'critical' } as const satisfies Record<LeadEmailState, BadgeTone>;

/** One e-mail the server sent (or is sending) about a lead: the sales team's notice, the client's confirmation or demo link. */
export interface LeadEmail {
  id: string;
  to: string;
  subject: string;
  state: LeadEmailState;
  /** Tries so far, the successful one included. */
  attempts: number;
  /** What the mail server said at the last failed try; null when none failed. */
  lastError: string | null;
  /** ISO 8601: when it was queued. */
  queuedAt: string;
  /** ISO 8601: when it was sent; null until then. */
  sentAt: string | null;
  /** ISO 8601: when a pending e-mail is tried next; null otherwise. */
  nextAttemptAt: string | null;
}

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
  switch (email.state) {
    case 'sent':
      return email.sentAt ? formatTime(email.sentAt) : '';
    case 'pending':
      return [
        email.attempts > 0 ? `${attempts(email.attempts)} so far` : 'not tried yet',
        email.nextAttemptAt ? `next try ${formatTime(email.nextAttemptAt)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'failed':
      return `after ${attempts(email.attempts)} · queued ${formatTime(email.queuedAt)}`;
  }
}
