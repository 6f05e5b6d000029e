import type { Webhook, WebhookDelivery } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchWebhooks(): Promise<Webhook[]> {
  return (await adminCall(client.GET('/functions/v1/webhooks'), 'Failed to load webhook endpoints')).webhooks;
}

async function fetchDeliveries(id: string): Promise<WebhookDelivery[]> {
  return (await adminCall(client.GET('/functions/v1/webhooks/{id}/deliveries', { params: { path: { id } } }), 'Failed to load deliveries')).deliveries;
}

/** The webhook endpoints (super admins). */
export function useWebhooksQuery() {
  return useQuery({ queryKey: adminKeys.webhooks(), queryFn: fetchWebhooks });
}

/** One endpoint's 50 latest deliveries, refreshed every few seconds while some are still being tried. */
export function useWebhookDeliveriesQuery(webhookId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.webhookDeliveries(webhookId ?? ''),
    queryFn: () => fetchDeliveries(webhookId!),
    enabled: webhookId !== undefined,
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.status === 'pending') ? 3000 : false),
  });
}
