import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { LoadMoreButton } from './LoadMoreButton.tsx';

const meta = {
  title: 'Site/LoadMoreButton',
  component: LoadMoreButton,
  args: { hasMore: true, loading: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMoreButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load More Posts' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** With the longer list's address: a link that works without script, loading in place with it. */
export const AsLink: Story = {
  args: { href: '/blog/all?page=2' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Load More Posts' });
    await expect(link).toHaveAttribute('href', '/blog/all?page=2');
    await userEvent.click(link);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Loading...' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The last page came back short: nothing is rendered. */
export const NoMore: Story = {
  args: { hasMore: false },
  render: (args) => (
    <>
      <Text size="sm" tone="muted">
        No more posts: the button renders nothing below this note.
      </Text>
      <LoadMoreButton {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
