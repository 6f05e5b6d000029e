import { AdminPageHeader } from '@fleet/ui/components/AdminPageHeader/AdminPageHeader.tsx';
import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import { WebhookDeliveryLog } from '@fleet/ui/components/WebhookDeliveryLog/WebhookDeliveryLog.tsx';
import { ArrowLeftIcon } from '@fleet/ui/icons';
import { adminPaths } from '../../adminPaths.ts';
import { useResendWebhookDeliveryMutation } from '../../data/webhooks/useWebhookMutations.ts';
import { useWebhookDeliveriesQuery, useWebhooksQuery } from '../../data/webhooks/useWebhooksQuery.ts';

/** One endpoint's page: its 50 latest deliveries with every attempt, read again while some are being tried. */
export function WebhookDeliveries({ id }: { id: string }) {
  const webhooks = useWebhooksQuery();
  const deliveries = useWebhookDeliveriesQuery(id);
  const resend = useResendWebhookDeliveryMutation();
  const url = webhooks.data?.find((webhook) => webhook.id === id)?.url;
  return (
    <>
      <AdminPageHeader
        title="Webhook Deliveries"
        description="What was sent to this endpoint, how each delivery went, and every attempt."
        actions={
          <ButtonLink href={adminPaths.webhooks} tone="secondary" icon={<ArrowLeftIcon size={16} />}>
            All Endpoints
          </ButtonLink>
        }
      />
      <WebhookDeliveryLog
        deliveries={deliveries.data}
        loading={deliveries.isPending}
        error={deliveries.isError ? deliveries.error.message : undefined}
        url={url}
        onResend={(deliveryId) => resend.mutate(deliveryId, { onSettled: () => deliveries.refetch() })}
        resending={resend.isPending ? resend.variables : undefined}
        resendError={resend.isError ? { id: resend.variables, message: resend.error.message } : undefined}
      />
    </>
  );
}
