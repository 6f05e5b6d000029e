import type { WebhookEvent } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

type Command = 'createWebhook' | 'updateWebhook' | 'deleteWebhook' | 'rotateWebhookSecret' | 'resendWebhookDelivery';

const command = (action: Command, body: object, failed: string) =>
  adminCall(client.POST('/functions/v1/admin', { params: { query: { action } }, body: body as never }), failed);

/** What an endpoint's creation or a rotation answers: the secret, this once. */
export interface IssuedSecret {
  id: string;
  secret: string;
}

const secretOf = (answer: unknown): IssuedSecret => answer as IssuedSecret;

/** Each change to the endpoints refreshes the list and their deliveries. */
function useWebhookMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.webhooks() }) });
}

export const useCreateWebhookMutation = () =>
  useWebhookMutation((input: { url: string; events: WebhookEvent[] }) => command('createWebhook', input, 'Failed to add the endpoint').then(secretOf));

export const useUpdateWebhookMutation = () =>
  useWebhookMutation((input: { id: string; url?: string; events?: WebhookEvent[]; active?: boolean }) =>
    command('updateWebhook', input, 'Failed to save the endpoint'),
  );

export const useDeleteWebhookMutation = () => useWebhookMutation((id: string) => command('deleteWebhook', { id }, 'Failed to delete the endpoint'));

export const useRotateWebhookSecretMutation = () =>
  useWebhookMutation((id: string) => command('rotateWebhookSecret', { id }, 'Failed to rotate the secret').then(secretOf));

export const useResendWebhookDeliveryMutation = () =>
  useWebhookMutation((id: string) => command('resendWebhookDelivery', { id }, 'Failed to send the delivery again'));
