import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copyStatuses } from '../../hooks/useCopyStatus.ts';
import { failingClipboard } from '../../test/storyProviders.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Site/CopyLinkButton',
  component: CopyLinkButton,
  args: { url: 'https://www.example.com/blog/dr970x-lte-plus-now-shipping' },
  argTypes: { status: { control: 'inline-radio', options: copyStatuses } },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const Copied: Story = { args: { status: 'copied' } };

export const Failed: Story = { args: { status: 'error' } };

export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {copyStatuses.map((status) => (
        <CopyLinkButton key={status} {...args} status={status} />
      ))}
    </div>
  ),
};

/** The notice appears after a click and clears itself 2 s later. */
export const CopyThenClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied!'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 3000 });
  },
};

export const CopyClicked: Story = {
  parameters: { clipboard: { writeText } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied!'));
    await expect(writeText).toHaveBeenCalledWith(args.url);
  },
};

export const CopyRefused: Story = {
  parameters: { clipboard: failingClipboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Failed to copy'));
  },
};
