import type { Webhook, WebhookDelivery } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const listFailed = 'Failed to load webhook endpoints';
const deliveriesFailed = 'Failed to load deliveries';

async function fetchWebhooks(): Promise<Webhook[]> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getWebhooks' } } }), listFailed);
  if (!('webhooks' in answer)) throw new Error(listFailed);
  return answer.webhooks;
}

async function fetchDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getWebhookDeliveries', webhookId } } }), deliveriesFailed);
  if (!('deliveries' in answer)) throw new Error(deliveriesFailed);
  return answer.deliveries;
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
