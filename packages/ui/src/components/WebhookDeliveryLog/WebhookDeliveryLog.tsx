import type { WebhookDelivery } from '@fleet/api-client';
import { useId } from 'react';
import { useNow } from '../../providers/ClockProvider.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './WebhookDeliveryLog.css';
import { WebhookDeliveryRow } from './WebhookDeliveryRow.tsx';
import type { WebhookResendError } from './webhookDelivery.ts';

export interface WebhookDeliveryLogProps {
  /** The endpoint's latest deliveries (the server keeps 50), newest first. */
  deliveries?: readonly WebhookDelivery[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load the deliveries'. */
  error?: string;
  /** The endpoint's address, under the heading. */
  url?: string;
  /** With it, a failed delivery offers 'Send Again'. */
  onResend?: (id: string) => void;
  /** The delivery being sent again; its button shows a spinner and the others wait. */
  resending?: string;
  /** Why sending one again failed. */
  resendError?: WebhookResendError;
  /** Deliveries whose attempt log starts open (e.g. the one a link pointed at). */
  openLogs?: readonly string[];
  /** The moment 'in 15 minutes' counts from; the clock provider's when not given. */
  now?: Date;
}

/** 'Deliveries': what the server sent one endpoint, how each went, and every attempt with the receiver's answer. */
export function WebhookDeliveryLog({ deliveries = [], loading, error, url, onResend, resending, resendError, openLogs = [], now }: WebhookDeliveryLogProps) {
  const titleId = useId();
  const clock = useNow();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level="2" size="4" id={titleId}>
          Deliveries
        </Heading>
        <p className={styles.details}>
          {url ? (
            <>
              {'The latest 50 to '}
              <span className={styles.mono}>{url}</span>
              {', newest first.'}
            </>
          ) : (
            'The latest 50, newest first.'
          )}
        </p>
      </div>
      <AdminListState
        loading={loading}
        loadingText="Loading the deliveries..."
        error={error}
        empty={deliveries.length === 0}
        emptyText="No deliveries yet"
        emptyDescription="The first event this endpoint listens for will show here, with every attempt."
      >
        <ul className={styles.list} aria-labelledby={titleId}>
          {deliveries.map((delivery) => (
            <WebhookDeliveryRow
              key={delivery.id}
              delivery={delivery}
              now={now ?? clock}
              logOpen={openLogs.includes(delivery.id)}
              onResend={onResend ? () => onResend(delivery.id) : undefined}
              resending={resending === delivery.id}
              resendBusy={resending !== undefined}
              resendError={resendError?.id === delivery.id ? resendError.message : undefined}
            />
          ))}
        </ul>
      </AdminListState>
    </section>
  );
}
