import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { WebhookList, webhookConfirmations } from './WebhookList.tsx';
import { webhookEndpoints, webhookEndpointsOneFailing, webhookEndpointsOneHeld, webhookFixtures } from './webhookFixtures.ts';

const { crm, failing, held, paused, fresh } = webhookFixtures;

const meta = {
  title: 'Admin/WebhookList',
  component: WebhookList,
  args: {
    webhooks: webhookEndpoints,
    loading: false,
    onAdd: fn(),
    onEdit: fn(),
    onActiveChange: fn(),
    onRotateSecret: fn(),
    onDelete: fn(),
    deliveriesHref: (id: string) => `/admin/webhooks/${id}`,
  },
  argTypes: { error: { control: 'text' }, deliveriesHref: { control: false } },
} satisfies Meta<typeof WebhookList>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = (canvasElement: HTMLElement, url: string) => within(within(canvasElement).getByText(url, { selector: 'p' }).closest('li') as HTMLElement);

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const row = rowOf(canvasElement, crm.url);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('demo_link.opened')).toBeVisible();
    await expect(row.getByText('Delivered').parentElement).toHaveTextContent('Last delivery Delivered Nov 21, 2026, 9:48 AM');
    await expect(row.getByRole('link', { name: `Deliveries (${crm.url})` })).toHaveAttribute('href', `/admin/webhooks/${crm.id}`);
    await expect(rowOf(canvasElement, paused.url).getByText('Paused')).toBeVisible();
    await expect(rowOf(canvasElement, fresh.url).getByText('No deliveries yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Endpoint' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: `Edit (${crm.url})` }));
    await expect(args.onEdit).toHaveBeenCalledWith(crm.id);
  },
};

/** An endpoint whose deliveries fail says how many, and its last one is retrying. */
export const OneFailing: Story = {
  args: { webhooks: webhookEndpointsOneFailing },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, failing.url);
    await expect(row.getByRole('status')).toHaveTextContent('3 deliveries are failing: given up on, or waiting to be tried again.');
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(rowOf(canvasElement, crm.url).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** An endpoint that failed too often in a row is held back: its row says until when, and its deliveries wait. */
export const Held: Story = {
  args: { webhooks: webhookEndpointsOneHeld },
  play: async ({ canvasElement }) => {
    const messages = rowOf(canvasElement, held.url).getAllByRole('status');
    await expect(messages[0]).toHaveTextContent(
      'Held back after 5 failed attempts in a row: its deliveries wait, and one is tried again Nov 21, 2026, 10:02 AM.',
    );
    await expect(messages[1]).toHaveTextContent('7 deliveries are failing');
    await expect(rowOf(canvasElement, crm.url).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { webhooks: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading webhook endpoints...');
  },
};

export const Empty: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No webhook endpoints yet')).toBeVisible();
    await expect(canvas.getByText(/posts the events you choose/)).toBeVisible();
  },
};

export const Error: Story = {
  args: { webhooks: undefined, error: 'Failed to load the webhook endpoints' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the webhook endpoints');
  },
};

/** After a delete: the page's notice sits under its title. */
export const Deleted: Story = {
  args: { notice: <InlineMessage tone="success">Endpoint deleted</InlineMessage> },
};

/** Pausing and resuming need no confirmation. */
export const PauseAndResume: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, crm.url).getByRole('button', { name: `Pause (${crm.url})` }));
    await expect(args.onActiveChange).toHaveBeenCalledWith(crm.id, false);
    await userEvent.click(rowOf(canvasElement, paused.url).getByRole('button', { name: `Resume (${paused.url})` }));
    await expect(args.onActiveChange).toHaveBeenCalledWith(paused.id, true);
  },
  tags: ['interaction-only'],
};

export const Pausing: Story = {
  args: { pending: { id: crm.id, action: 'pause' } },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, crm.url);
    await expect(row.getByRole('button', { name: `Pausing... (${crm.url})` })).toHaveAttribute('aria-busy', 'true');
    await expect(row.getByRole('button', { name: `Delete (${crm.url})` })).toBeDisabled();
  },
};

export const ActionError: Story = {
  args: { actionError: { id: paused.id, action: 'resume', message: 'Failed to resume the endpoint' } },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, paused.url).getByRole('alert')).toHaveTextContent('Failed to resume the endpoint');
  },
};

export const ConfirmRotate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, crm.url).getByRole('button', { name: `Rotate Secret (${crm.url})` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Rotate Secret' });
    await expect(dialog).toHaveAccessibleDescription(`${crm.url} ${webhookConfirmations.rotate.message}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));
    await expect(args.onRotateSecret).toHaveBeenCalledWith(crm.id);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ConfirmDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: `Delete (${paused.url})`, dialog: 'Delete Endpoint', role: 'alertdialog' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete (${paused.url})` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Delete Endpoint' });
    await expect(dialog).toHaveTextContent(webhookConfirmations.delete.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The app returns the request's promise: the dialog stays open, busy, until it settles. */
export const ConfirmPending: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete (${paused.url})` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed rotation keeps its confirmation open with the reason. */
export const RotateFailed: Story = {
  args: { onRotateSecret: fn(() => Promise.reject(new globalThis.Error(''))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Rotate Secret (${crm.url})` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate Secret' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to rotate the secret');
  },
};

/** Without a deliveries page, 'Deliveries' is a button the app handles (e.g. a panel). */
export const DeliveriesButton: Story = {
  args: { deliveriesHref: undefined, onShowDeliveries: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Deliveries (${crm.url})` }));
    await expect(args.onShowDeliveries).toHaveBeenCalledWith(crm.id);
  },
  tags: ['interaction-only'],
};
