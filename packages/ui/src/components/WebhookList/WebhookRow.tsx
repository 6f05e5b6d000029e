import type { Webhook } from '@fleet/api-client';
import { Badge } from '../Badge/Badge.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import { actions } from '../ManagerList/ManagerList.css';
import { dot } from '../StatusBadge/StatusBadge.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WebhookDeliveryBadge } from '../WebhookDeliveryLog/WebhookDeliveryBadge.tsx';
import { deliveryState } from '../WebhookDeliveryLog/webhookDelivery.ts';
import * as styles from './WebhookList.css';
import { failingSummary, heldSummary, type WebhookAction } from './webhook.ts';

const labels: Record<WebhookAction, string> = { pause: 'Pause', resume: 'Resume', rotate: 'Rotate Secret', delete: 'Delete' };
const busyLabels: Record<WebhookAction, string> = { pause: 'Pausing...', resume: 'Resuming...', rotate: 'Rotating...', delete: 'Deleting...' };

export interface WebhookRowProps {
  webhook: Webhook;
  /** The action running for this endpoint; its button shows a spinner and the others wait. */
  pendingAction?: WebhookAction;
  /** Why the last action on this endpoint failed. */
  error?: string;
  /** The page of its deliveries; or `onShowDeliveries`. */
  deliveriesHref?: string;
  onShowDeliveries?: () => void;
  onEdit: () => void;
  onActiveChange: (active: boolean) => void;
  onRotateSecret: () => void;
  onDelete: () => void;
}

/** One endpoint: where it sends, what, whether it is on, how its last delivery went, and what can be done with it. */
export function WebhookRow({
  webhook,
  pendingAction,
  error,
  deliveriesHref,
  onShowDeliveries,
  onEdit,
  onActiveChange,
  onRotateSecret,
  onDelete,
}: WebhookRowProps) {
  const busy = pendingAction !== undefined;
  // Several rows carry the same buttons; the hidden address tells them apart out of context.
  const context = <VisuallyHidden>{` (${webhook.url})`}</VisuallyHidden>;
  const actionButton = (action: WebhookAction, onClick: () => void, tone: 'secondary' | 'critical' = 'secondary') => (
    <Button tone={tone} size="sm" loading={pendingAction === action} disabled={busy} onClick={onClick}>
      {pendingAction === action ? busyLabels[action] : labels[action]}
      {context}
    </Button>
  );

  return (
    <li className={styles.row}>
      <div className={styles.body}>
        <p className={styles.url}>{webhook.url}</p>
        <div className={styles.badges}>
          <Badge size="sm" tone={webhook.active ? 'positive' : 'neutral'} icon={<span className={dot} />}>
            {webhook.active ? 'Active' : 'Paused'}
          </Badge>
          {webhook.events.map((event) => (
            <Badge key={event} size="sm" tone="info">
              <span className={styles.eventName}>{event}</span>
            </Badge>
          ))}
        </div>
        <p className={styles.details}>
          {webhook.last_delivery ? (
            <>
              {'Last delivery '}
              <WebhookDeliveryBadge state={deliveryState(webhook.last_delivery.status)} size="sm" /> {formatLeadTime(webhook.last_delivery.at)}
            </>
          ) : (
            'No deliveries yet'
          )}
        </p>
        <p className={styles.details}>{`Added by ${webhook.created_by}, ${formatLeadTime(webhook.created_at)}`}</p>
      </div>
      <div className={actions}>
        {deliveriesHref ? (
          <ButtonLink tone="secondary" size="sm" href={deliveriesHref}>
            Deliveries{context}
          </ButtonLink>
        ) : onShowDeliveries ? (
          <Button tone="secondary" size="sm" onClick={onShowDeliveries}>
            Deliveries{context}
          </Button>
        ) : null}
        <Button tone="secondary" size="sm" disabled={busy} onClick={onEdit}>
          Edit{context}
        </Button>
        {webhook.active ? actionButton('pause', () => onActiveChange(false)) : actionButton('resume', () => onActiveChange(true))}
        {actionButton('rotate', onRotateSecret)}
        {actionButton('delete', onDelete, 'critical')}
      </div>
      {webhook.held_until ? (
        <div className={styles.message}>
          <InlineMessage tone="caution">{heldSummary(webhook.consecutive_failures, formatLeadTime(webhook.held_until))}</InlineMessage>
        </div>
      ) : null}
      {webhook.failing > 0 ? (
        <div className={styles.message}>
          <InlineMessage tone="caution">{`${failingSummary(webhook.failing)}: given up on, or waiting to be tried again. Its deliveries say why.`}</InlineMessage>
        </div>
      ) : null}
      {error ? (
        <div className={styles.message}>
          <InlineMessage tone="error">{error}</InlineMessage>
        </div>
      ) : null}
    </li>
  );
}
