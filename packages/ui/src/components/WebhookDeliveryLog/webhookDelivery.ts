import type { BadgeTone } from '../Badge/Badge.css';
import type { WebhookDeliveryStatus, WebhookEvent } from '../WebhookList/webhook.ts';

/** One try at a delivery, as the server logged it. */
export interface WebhookAttempt {
  /** ISO 8601. */
  at: string;
  /** The receiver's HTTP status; null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body (at most 500 characters); null without one. */
  excerpt: string | null;
  /** Why no answer came, e.g. 'timed out after 10 s', 'refused: 127.0.0.1 is a loopback address'; null when one did. */
  error: string | null;
}

/** One event sent (or being sent) to an endpoint, with every attempt. */
export interface WebhookDelivery {
  id: string;
  /** The `webhook-id` header, the same at every attempt. */
  eventId: string;
  eventType: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** ISO 8601. */
  createdAt: string;
  deliveredAt: string | null;
  /** When a pending delivery is tried next. */
  nextAttemptAt: string | null;
  /** Oldest first. */
  log: readonly WebhookAttempt[];
}

/** Why sending one delivery again failed. */
export interface WebhookResendError {
  id: string;
  /** E.g. 'Failed to send the delivery again'. */
  message: string;
}

/** What a delivery's badge says: a pending one that has failed before is retrying. */
export const webhookDeliveryStates = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const webhookDeliveryStateLabels = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
} as const satisfies Record<WebhookDeliveryState, string>;

export const webhookDeliveryStateTones = {
  pending: 'neutral',
  retrying: 'caution',
  delivered: 'positive',
  failed: 'critical',
} as const satisfies Record<WebhookDeliveryState, BadgeTone>;

export const deliveryState = (status: WebhookDeliveryStatus, attempts = 0): WebhookDeliveryState =>
  status === 'pending' && attempts > 0 ? 'retrying' : status;

const attemptCount = (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`);

/**
 * What follows the badge, so the two read as one: (Delivered) 'Nov 21, 2026, 9:48 AM · 3 attempts';
 * (Retrying) '2 attempts so far · next Nov 21, 2026, 10:15 AM (in 15 minutes)'; (Failed) 'after 5 attempts';
 * (Pending) 'not tried yet'.
 */
export function deliveryDetails(delivery: WebhookDelivery, formatTime: (iso: string) => string, fromNow: (iso: string) => string): string {
  const next = delivery.nextAttemptAt ? `next ${formatTime(delivery.nextAttemptAt)} (${fromNow(delivery.nextAttemptAt)})` : '';
  switch (deliveryState(delivery.status, delivery.attempts)) {
    case 'delivered':
      return [delivery.deliveredAt ? formatTime(delivery.deliveredAt) : '', attemptCount(delivery.attempts)].filter(Boolean).join(' · ');
    case 'retrying':
      return [`${attemptCount(delivery.attempts)} so far`, next].filter(Boolean).join(' · ');
    case 'pending':
      return ['not tried yet', next].filter(Boolean).join(' · ');
    case 'failed':
      return `after ${attemptCount(delivery.attempts)}`;
  }
}

/** 340 → '340 ms', 1240 → '1.2 s', 10000 → '10 s'. */
export const formatDuration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, '')} s`);
