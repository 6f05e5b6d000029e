import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { webhookFixtures } from '../WebhookList/webhookFixtures.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';
import { webhookDeliveries, webhookDeliveryFixtures } from './webhookDeliveryFixtures.ts';

const { delivered, retrying, deliveredAfterRetries, failed } = webhookDeliveryFixtures;

const meta = {
  title: 'Admin/WebhookDeliveryLog',
  component: WebhookDeliveryLog,
  args: { deliveries: webhookDeliveries, url: webhookFixtures.crm.url, loading: false, onResend: fn() },
  argTypes: { error: { control: 'text' }, resending: { control: 'text' }, now: { control: false } },
} satisfies Meta<typeof WebhookDeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, eventId: string) => within(within(canvasElement).getByText(eventId).closest('li') as HTMLElement);

/** Delivered, retrying, delivered after retries and failed, logs closed; only the failed one offers 'Send Again'. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Event ID/)).toHaveLength(4);
    await expect(rowOf(canvasElement, delivered.event_id).getByText(/attempt$/)).toHaveTextContent('Delivered Nov 21, 2026, 9:48 AM · 1 attempt');
    await expect(rowOf(canvasElement, retrying.event_id).getByText(/so far/)).toHaveTextContent(
      'Retrying 2 attempts so far · next Nov 21, 2026, 10:15 AM (in 15 minutes)',
    );
    await expect(rowOf(canvasElement, failed.event_id).getByText(/^after/)).toHaveTextContent('Failed after 4 attempts');
    await expect(canvas.getAllByRole('button', { name: /^Send Again/ })).toHaveLength(1);
  },
};

/** Failed twice, then delivered: the log says what each attempt got back. */
export const DeliveredAfterRetries: Story = {
  args: { deliveries: [deliveredAfterRetries], openLogs: [deliveredAfterRetries.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('HTTP 502')).toBeVisible();
    await expect(canvas.getByText('timed out after 10 s')).toBeVisible();
    await expect(canvas.getByText('HTTP 200')).toBeVisible();
    await expect(canvas.getByText(/<title>502 Bad Gateway<\/title>/)).toBeVisible();
  },
};

/** Given up on: every attempt with its error or answer, and 'Send Again'. */
export const FailedWithLog: Story = {
  args: { deliveries: [failed], openLogs: [failed.id] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('refused: 127.0.0.1 is a loopback address')).toBeVisible();
    await expect(canvas.getAllByText('No Answer')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: `Send Again (demo_link.opened ${failed.event_id})` }));
    await expect(args.onResend).toHaveBeenCalledWith(failed.id);
  },
};

/** A long answer (a stack trace) stays in its box, scrolled within it. */
export const RetryingWithLog: Story = {
  args: { deliveries: [retrying], openLogs: [retrying.id] },
};

/** The log opens and closes from its summary. */
export const OpenLog: Story = {
  args: { deliveries: [delivered] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('HTTP 200')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Attempt Log (1)'));
    await expect(canvas.getByText('HTTP 200')).toBeVisible();
    await expect(canvas.getByText('184 ms')).toBeVisible();
  },
};

export const Resending: Story = {
  args: { resending: failed.id },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Sending... (demo_link.opened ${failed.event_id})` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ResendFailed: Story = {
  args: { deliveries: [failed], resendError: { id: failed.id, message: 'Failed to send the delivery again' } },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, failed.event_id).getByRole('alert')).toHaveTextContent('Failed to send the delivery again');
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deliveries yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { deliveries: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the deliveries...');
  },
};

export const Error: Story = {
  args: { deliveries: undefined, error: 'Failed to load the deliveries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the deliveries');
  },
};
