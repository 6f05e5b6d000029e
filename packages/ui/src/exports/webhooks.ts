// The webhooks components and what they take; packages/ui/src/index.ts re-exports this file.

export { WebhookAttemptLog, type WebhookAttemptLogProps } from '../components/WebhookDeliveryLog/WebhookAttemptLog.tsx';
export { WebhookDeliveryBadge, type WebhookDeliveryBadgeProps } from '../components/WebhookDeliveryLog/WebhookDeliveryBadge.tsx';
export { WebhookDeliveryLog, type WebhookDeliveryLogProps } from '../components/WebhookDeliveryLog/WebhookDeliveryLog.tsx';
export { WebhookDeliveryRow, type WebhookDeliveryRowProps } from '../components/WebhookDeliveryLog/WebhookDeliveryRow.tsx';
export {
  deliveryState,
  formatDuration,
  type WebhookDeliveryState,
  type WebhookResendError,
  webhookDeliveryStateLabels,
  webhookDeliveryStates,
} from '../components/WebhookDeliveryLog/webhookDelivery.ts';
export { WebhookForm, type WebhookFormProps } from '../components/WebhookForm/WebhookForm.tsx';
export {
  emptyWebhookFormValues,
  validateWebhookForm,
  type WebhookFormErrors,
  type WebhookFormField,
  type WebhookFormValues,
} from '../components/WebhookForm/webhookForm.ts';
export { WebhookList, type WebhookListProps, webhookConfirmations } from '../components/WebhookList/WebhookList.tsx';
export { WebhookRow, type WebhookRowProps } from '../components/WebhookList/WebhookRow.tsx';
export {
  failingSummary,
  type WebhookAction,
  type WebhookActionError,
  type WebhookActionTarget,
  webhookActions,
  webhookEventDescriptions,
} from '../components/WebhookList/webhook.ts';
export {
  WebhookSecretDialog,
  type WebhookSecretDialogProps,
  type WebhookSecretReason,
  webhookSecretReasons,
} from '../components/WebhookSecretDialog/WebhookSecretDialog.tsx';
export type { ConfirmedActionResult } from '../hooks/useConfirmedAction.ts';
