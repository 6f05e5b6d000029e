import type { components, WebhookSecretResponse } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

/** What an endpoint's creation or a rotation answers: the secret, this once. */
export type IssuedSecret = Pick<WebhookSecretResponse, 'id' | 'secret'>;

type WebhookChange = components['schemas']['WebhookChange'] & { id: string };

/** Each change to the endpoints refreshes the list and their deliveries. */
function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() }) });
}

export const useCreateWebhookMutation = () =>
  useWebhookMutation((body: components['schemas']['CreateWebhookRequest']) =>
    adminCall(client.POST('/functions/v1/webhooks', { body }), 'Failed to add the endpoint'),
  );

export const useUpdateWebhookMutation = () =>
  useWebhookMutation(({ id, ...body }: WebhookChange) =>
    adminCall(client.PATCH('/functions/v1/webhooks/{id}', { params: { path: { id } }, body }), 'Failed to save the endpoint'),
  );

export const useDeleteWebhookMutation = () =>
  useWebhookMutation((id: string) => adminCall(client.DELETE('/functions/v1/webhooks/{id}', { params: { path: { id } } }), 'Failed to delete the endpoint'));

export const useRotateWebhookSecretMutation = () =>
  useWebhookMutation((id: string) =>
    adminCall(client.POST('/functions/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } }), 'Failed to rotate the secret'),
  );

export const useResendWebhookDeliveryMutation = () =>
  useWebhookMutation((id: string) =>
    adminCall(client.POST('/functions/v1/webhook-deliveries/{id}/resend', { params: { path: { id } } }), 'Failed to send the delivery again'),
  );
