import { WebhookForm } from '@fleet/ui/components/WebhookForm/WebhookForm.tsx';
import type { WebhookFormValues } from '@fleet/ui/components/WebhookForm/webhookForm.ts';
import { WebhookList } from '@fleet/ui/components/WebhookList/WebhookList.tsx';
import type { WebhookAction } from '@fleet/ui/components/WebhookList/webhook.ts';
import { WebhookSecretDialog } from '@fleet/ui/components/WebhookSecretDialog/WebhookSecretDialog.tsx';
import { useState } from 'react';
import { webhookPath } from '../../adminPaths.ts';
import { AdminCallError } from '../../data/AdminCallError.ts';
import {
  type IssuedSecret,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookMutation,
} from '../../data/webhooks/useWebhookMutations.ts';
import { useWebhooksQuery } from '../../data/webhooks/useWebhooksQuery.ts';

/** The endpoint being added (no id) or edited, while its dialog is open. */
interface Editing {
  id?: string;
  values?: WebhookFormValues;
}

/** A secret to show once, and why. */
interface Shown extends IssuedSecret {
  reason: 'created' | 'rotated';
  url: string;
}

/** The field the server's refusal names (`body.url`, `body.events`), for the form to show it there. */
const fieldOf = (error: unknown) => {
  const field = error instanceof AdminCallError ? error.field : undefined;
  return field === 'body.url' ? 'url' : field === 'body.events' ? 'events' : 'form';
};

/** The Webhooks page body: the endpoints, the add and edit dialog, pause and resume, a new secret, delete. */
export function WebhookEndpoints() {
  const webhooks = useWebhooksQuery();
  const create = useCreateWebhookMutation();
  const update = useUpdateWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const remove = useDeleteWebhookMutation();
  const [editing, setEditing] = useState<Editing>();
  const [shown, setShown] = useState<Shown>();
  const list = webhooks.data ?? [];
  const urlOf = (id: string) => list.find((webhook) => webhook.id === id)?.url ?? '';

  const save = editing?.id ? update : create;
  const pausing = update.isPending && update.variables.active !== undefined ? update.variables : undefined;
  const pauseFailed = update.isError && update.variables.active !== undefined ? update.variables : undefined;
  const actionOf = (active: boolean): WebhookAction => (active ? 'resume' : 'pause');

  return (
    <>
      <WebhookList
        webhooks={webhooks.data}
        loading={webhooks.isPending}
        error={webhooks.isError ? webhooks.error.message : undefined}
        onAdd={() => {
          create.reset();
          setEditing({});
        }}
        onEdit={(id) => {
          update.reset();
          const webhook = list.find((item) => item.id === id);
          setEditing({ id, values: webhook && { url: webhook.url, events: webhook.events } });
        }}
        onActiveChange={(id, active) => update.mutate({ id, active })}
        onRotateSecret={(id) => rotate.mutateAsync(id).then((issued) => setShown({ ...issued, reason: 'rotated', url: urlOf(id) }))}
        onDelete={(id) => remove.mutateAsync(id)}
        deliveriesHref={webhookPath}
        pending={
          pausing
            ? { id: pausing.id, action: actionOf(Boolean(pausing.active)) }
            : rotate.isPending
              ? { id: rotate.variables, action: 'rotate' }
              : remove.isPending
                ? { id: remove.variables, action: 'delete' }
                : undefined
        }
        actionError={
          pauseFailed
            ? { id: pauseFailed.id, action: actionOf(Boolean(pauseFailed.active)), message: update.error?.message ?? '' }
            : rotate.isError
              ? { id: rotate.variables, action: 'rotate', message: rotate.error.message }
              : remove.isError
                ? { id: remove.variables, action: 'delete', message: remove.error.message }
                : undefined
        }
      />
      <WebhookForm
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        endpoint={editing?.values}
        submitting={save.isPending}
        error={save.isError ? save.error.message : undefined}
        errorField={save.isError ? fieldOf(save.error) : undefined}
        onSubmit={({ url, events }) => {
          const input = { url: url.trim(), events: [...events] };
          if (editing?.id) {
            update.mutate({ id: editing.id, ...input }, { onSuccess: () => setEditing(undefined) });
            return;
          }
          create.mutate(input, {
            onSuccess: (issued) => {
              setEditing(undefined);
              setShown({ ...issued, reason: 'created', url: input.url });
            },
          });
        }}
      />
      <WebhookSecretDialog
        open={shown !== undefined}
        onOpenChange={(open) => {
          if (!open) setShown(undefined);
        }}
        secret={shown?.secret ?? ''}
        reason={shown?.reason}
        url={shown?.url}
      />
    </>
  );
}
