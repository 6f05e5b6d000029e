import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copyStatuses } from '../../hooks/useCopyStatus.ts';
import { failingClipboard } from '../../test/storyProviders.ts';
import { webhookFixtures } from '../WebhookList/webhookFixtures.ts';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Admin/WebhookSecretDialog',
  component: WebhookSecretDialog,
  args: { open: true, secret, url: webhookFixtures.crm.url, reason: 'created', onOpenChange: fn() },
  argTypes: { copyStatus: { control: 'inline-radio', options: copyStatuses } },
} satisfies Meta<typeof WebhookSecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement, 'Endpoint Added'));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText('Copy this secret now; it will not be shown again.')).toBeVisible());
    await expect(dialog.getByText(secret)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How the Receiver Checks It' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Rotated: Story = {
  args: { reason: 'rotated' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'New Signing Secret');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Copied: Story = { args: { copyStatus: 'copied' } };

export const CopyClicked: Story = {
  parameters: { clipboard: { writeText } },
  tags: ['interaction-only'],
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement, 'Endpoint Added'));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Secret' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible());
    await expect(writeText).toHaveBeenCalledWith(secret);
  },
};

/** Where the clipboard refuses, the button says so and the secret stays there to select by hand. */
export const CopyRefused: Story = {
  parameters: { clipboard: failingClipboard },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement, 'Endpoint Added'));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Secret' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copy failed' })).toBeVisible());
  },
  tags: ['interaction-only'],
};
