import type { WebhookDelivery } from '@fleet/api-client';
import { timeFromNow } from '@fleet/rules';
import { Button } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WebhookAttemptLog } from './WebhookAttemptLog.tsx';
import { WebhookDeliveryBadge } from './WebhookDeliveryBadge.tsx';
import * as styles from './WebhookDeliveryLog.css';
import { deliveryDetails, deliveryState } from './webhookDelivery.ts';

export interface WebhookDeliveryRowProps {
  delivery: WebhookDelivery;
  now: Date;
  /** The attempt log starts open. */
  logOpen?: boolean;
  /** With it, a failed delivery offers 'Send Again'. */
  onResend?: () => void;
  /** This delivery is being sent again. */
  resending?: boolean;
  /** Another delivery is being sent again: this one waits. */
  resendBusy?: boolean;
  /** Why sending this one again failed. */
  resendError?: string;
}

/** One event sent to the endpoint: its type and id, how it stands, and every attempt. */
export function WebhookDeliveryRow({ delivery, now, logOpen = false, onResend, resending = false, resendBusy = false, resendError }: WebhookDeliveryRowProps) {
  const state = deliveryState(delivery.status, delivery.attempts);
  return (
    <li className={styles.row}>
      <div className={styles.body}>
        <p className={styles.eventType}>{delivery.event_type}</p>
        <p className={styles.details}>
          {'Event ID '}
          <span className={styles.mono}>{delivery.event_id}</span>
          {` · sent ${formatLeadTime(delivery.created_at)}`}
        </p>
        <p className={styles.details}>
          <WebhookDeliveryBadge state={state} size="sm" /> {deliveryDetails(delivery, formatLeadTime, (iso) => timeFromNow(iso, now))}
        </p>
      </div>
      {onResend && delivery.status === 'failed' ? (
        <div>
          <Button tone="secondary" size="sm" loading={resending} disabled={resendBusy} onClick={onResend}>
            {resending ? 'Sending...' : 'Send Again'}
            <VisuallyHidden>{` (${delivery.event_type} ${delivery.event_id})`}</VisuallyHidden>
          </Button>
        </div>
      ) : null}
      {resendError ? (
        <div className={styles.message}>
          <InlineMessage tone="error">{resendError}</InlineMessage>
        </div>
      ) : null}
      {delivery.log.length > 0 ? (
        <details className={styles.log} open={logOpen}>
          <summary className={styles.summary}>
            {`Attempt Log (${delivery.log.length})`}
            <VisuallyHidden>{` of ${delivery.event_type} ${delivery.event_id}`}</VisuallyHidden>
          </summary>
          <WebhookAttemptLog attempts={delivery.log} />
        </details>
      ) : null}
    </li>
  );
}
