import type { Webhook } from '@fleet/api-client';
import type { ReactNode } from 'react';
import { type ConfirmedActionResult, useConfirmedAction } from '../../hooks/useConfirmedAction.ts';
import { LinkIcon } from '../../icons/index.ts';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import * as styles from './WebhookList.css';
import { WebhookRow } from './WebhookRow.tsx';
import type { WebhookActionError, WebhookActionTarget } from './webhook.ts';

type ConfirmedWebhookAction = 'rotate' | 'delete';

/** The exact confirmation texts. */
export const webhookConfirmations = {
  rotate: {
    title: 'Rotate Secret',
    message:
      'The new secret, shown next and only once, signs from now on. The old secret keeps working for 24 hours: give the new one to the receiver before then.',
    confirmLabel: 'Rotate Secret',
  },
  delete: {
    title: 'Delete Endpoint',
    message: 'Nothing more is sent to this address, and its delivery log is deleted. This action cannot be undone.',
    confirmLabel: 'Delete',
  },
} as const satisfies Record<ConfirmedWebhookAction, { title: string; message: string; confirmLabel: string }>;

const fallbackErrors: Record<ConfirmedWebhookAction, string> = {
  rotate: 'Failed to rotate the secret',
  delete: 'Failed to delete the endpoint',
};

export interface WebhookListProps {
  webhooks?: readonly Webhook[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load the webhook endpoints'. */
  error?: string;
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Pause (false) or resume (true); no confirmation. */
  onActiveChange: (id: string, active: boolean) => void;
  /** After the confirmation; return the request's promise to keep the dialog open until it settles (then show the new secret). */
  onRotateSecret: (id: string) => ConfirmedActionResult;
  /** After the confirmation; return the request's promise to keep the dialog open until it settles. */
  onDelete: (id: string) => ConfirmedActionResult;
  /** The page of an endpoint's deliveries, e.g. (id) => `/admin/webhooks/${id}`; the row links to it. */
  deliveriesHref?: (id: string) => string;
  /** Without `deliveriesHref`: 'Deliveries' is a button that calls this. */
  onShowDeliveries?: (id: string) => void;
  /** The action the app is running; its button (or open confirmation) shows a spinner. */
  pending?: WebhookActionTarget;
  /** Why an action failed; shown in its open confirmation, else on its row. */
  actionError?: WebhookActionError;
  /** Under the page's title, e.g. an 'Endpoint deleted' message. */
  notice?: ReactNode;
}

/** The Webhooks page body: the endpoints that receive signed events, their health, and their actions. */
export function WebhookList({
  webhooks = [],
  loading,
  error,
  onAdd,
  onEdit,
  onActiveChange,
  onRotateSecret,
  onDelete,
  deliveriesHref,
  onShowDeliveries,
  pending,
  actionError,
  notice,
}: WebhookListProps) {
  const confirmation = useConfirmedAction<Webhook, ConfirmedWebhookAction>(
    (webhook, action) => (action === 'rotate' ? onRotateSecret(webhook.id) : onDelete(webhook.id)),
    fallbackErrors,
    { pending, actionError },
  );
  const { asked } = confirmation;

  return (
    <div className={styles.page}>
      <AdminPageHeader
        title="Webhooks"
        description="Send new leads, their changes and demo link opens to your CRM or chat as they happen, signed so the receiver can trust them."
        actions={<Button onClick={onAdd}>Add Endpoint</Button>}
      />
      {notice}
      <AdminListState
        loading={loading}
        loadingText="Loading webhook endpoints..."
        error={error}
        empty={webhooks.length === 0}
        emptyText="No webhook endpoints yet"
        emptyDescription="Add an endpoint, and the server posts the events you choose to it: a new lead, a change to one, a demo link opened."
        emptyIcon={<LinkIcon />}
      >
        <ul className={styles.list} aria-label="Webhook endpoints">
          {webhooks.map((webhook) => (
            <WebhookRow
              key={webhook.id}
              webhook={webhook}
              pendingAction={pending?.id === webhook.id ? pending.action : undefined}
              error={actionError?.id === webhook.id && !confirmation.showsAppError ? actionError.message : undefined}
              deliveriesHref={deliveriesHref?.(webhook.id)}
              onShowDeliveries={onShowDeliveries ? () => onShowDeliveries(webhook.id) : undefined}
              onEdit={() => onEdit(webhook.id)}
              onActiveChange={(active) => onActiveChange(webhook.id, active)}
              onRotateSecret={() => confirmation.ask(webhook, 'rotate')}
              onDelete={() => confirmation.ask(webhook, 'delete')}
            />
          ))}
        </ul>
      </AdminListState>
      {asked ? (
        <ConfirmDialog
          {...confirmation.dialogProps}
          title={webhookConfirmations[asked.action].title}
          message={
            <>
              <span className={styles.confirmUrl}>{asked.subject.url}</span>
              {webhookConfirmations[asked.action].message}
            </>
          }
          confirmLabel={webhookConfirmations[asked.action].confirmLabel}
          tone="critical"
        />
      ) : null}
    </div>
  );
}
