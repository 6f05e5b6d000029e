import type { WebhookDelivery, WebhookDeliveryStatus } from '@fleet/api-client';
import type { BadgeTone } from '../Badge/Badge.css';

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
  const next = delivery.next_attempt_at ? `next ${formatTime(delivery.next_attempt_at)} (${fromNow(delivery.next_attempt_at)})` : '';
  switch (deliveryState(delivery.status, delivery.attempts)) {
    case 'delivered':
      return [delivery.delivered_at ? formatTime(delivery.delivered_at) : '', attemptCount(delivery.attempts)].filter(Boolean).join(' · ');
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
