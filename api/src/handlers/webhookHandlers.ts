import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

type WebhookOperations =
  | 'listWebhooks'
  | 'createWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'rotateWebhookSecret'
  | 'listWebhookDeliveries'
  | 'resendWebhookDelivery';

export function webhookHandlers({ webhooks }: Services): Pick<Handlers, WebhookOperations> {
  return {
    listWebhooks: async () => ({ status: 200, body: { webhooks: await webhooks.list() } }),

    createWebhook: async ({ auth, body }) => ({ status: 200, body: { success: true, ...(await webhooks.create(body.url, body.events, auth.manager)) } }),

    updateWebhook: async ({ path, body }) => ({ status: 200, body: { success: true, ...(await webhooks.update(path.id, body)) } }),

    deleteWebhook: async ({ path }) => {
      await webhooks.remove(path.id);
      return { status: 200, body: { success: true } };
    },

    rotateWebhookSecret: async ({ path }) => ({ status: 200, body: { success: true, ...(await webhooks.rotateSecret(path.id)) } }),

    listWebhookDeliveries: async ({ path }) => ({ status: 200, body: { deliveries: await webhooks.deliveries(path.id) } }),

    resendWebhookDelivery: async ({ path }) => {
      await webhooks.resend(path.id);
      return { status: 200, body: { success: true } };
    },
  };
}
