import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadEmails } from './LeadEmails.tsx';
import { leadEmailFixtures, leadEmails } from './leadEmailFixtures.ts';

const { failed, sent, pending } = leadEmailFixtures;

const meta = {
  title: 'Admin/LeadEmails',
  component: LeadEmails,
  args: { emails: leadEmails, canResend: false, onResend: fn() },
  argTypes: { error: { control: 'text' }, resending: { control: 'text' } },
} satisfies Meta<typeof LeadEmails>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, subject: string) => within(canvasElement).getByText(subject).closest('li') as HTMLElement;

/** Sent, waiting and failed, as a manager sees them: no 'Send Again'. */
export const EachState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(within(rowOf(canvasElement, sent.subject)).getByText('Nov 21, 2026, 9:00 AM').parentElement).toHaveTextContent('Sent Nov 21, 2026, 9:00 AM');
    await expect(within(rowOf(canvasElement, sent.subject)).getByText('To sales@fleet.example.com')).toBeVisible();
    const waiting = within(rowOf(canvasElement, pending.subject));
    await expect(waiting.getByText(/so far/)).toHaveTextContent('Pending 2 attempts so far · next try Nov 21, 2026, 11:00 AM');
    await expect(canvas.queryByRole('button', { name: /^Send Again/ })).not.toBeInTheDocument();
  },
};

/** A super admin sees 'Send Again' on the failed e-mail, with the mail server's last answer, as text. */
export const FailedEmail: Story = {
  args: { emails: [failed], canResend: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^after 10 attempts/)).toHaveTextContent('Failed after 10 attempts · queued Nov 20, 2026, 9:00 AM');
    await expect(canvas.getByText(/Recipient address rejected/)).toHaveTextContent(`Last error: ${failed.last_error.replace(/\s+/g, ' ')}`);
    await userEvent.click(canvas.getByRole('button', { name: `Send Again (${failed.subject})` }));
    await expect(args.onResend).toHaveBeenCalledWith(failed.id);
  },
};

/** Only a failed e-mail is offered again, even to a super admin. */
export const SuperAdminView: Story = {
  args: { canResend: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Send Again/ })).toHaveLength(1);
  },
};

export const Resending: Story = {
  args: { canResend: true, resending: failed.id },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Sending... (${failed.subject})` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ResendFailed: Story = {
  args: { canResend: true, resendError: { id: failed.id, message: 'Failed to send the e-mail again' } },
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, failed.subject)).getByRole('alert')).toHaveTextContent('Failed to send the e-mail again');
  },
};

export const Empty: Story = {
  args: { emails: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No e-mails sent about this lead')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { emails: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the e-mails...');
  },
};

export const Error: Story = {
  args: { emails: undefined, error: 'Failed to load the e-mails' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the e-mails');
  },
};
