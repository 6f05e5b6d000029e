import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogListStatus, blogListStatuses } from './BlogListStatus.tsx';

const meta = {
  title: 'Site/BlogListStatus',
  component: BlogListStatus,
  args: { status: 'loading' },
  argTypes: {
    status: { control: 'inline-radio', options: blogListStatuses },
    skeletonCount: { control: { type: 'number', min: 1, max: 12 } },
  },
} satisfies Meta<typeof BlogListStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading posts...');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load blog posts');
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts found')).toBeVisible();
    await expect(canvas.getByText('Try another category or a different search term.')).toBeVisible();
  },
};

export const LoadingMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
