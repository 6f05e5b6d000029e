import type { Webhook } from '@fleet/api-client';
import type { WebhookEndpoint } from '@fleet/ui/components/WebhookList/webhook.ts';

/** An endpoint as the design system's list takes it. */
export const toWebhookEndpoint = (webhook: Webhook): WebhookEndpoint => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events,
  active: webhook.active,
  createdAt: webhook.created_at,
  createdBy: webhook.created_by,
  lastDelivery: webhook.last_delivery,
  failing: webhook.failing,
  consecutiveFailures: webhook.consecutive_failures,
  heldUntil: webhook.held_until,
});
