import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsersIcon } from '../../icons/adminShellIcons.tsx';
import { AdminListState } from './AdminListState.tsx';

const meta = {
  title: 'Admin/AdminListState',
  component: AdminListState,
  args: {
    loading: false,
    loadingText: 'Loading sales managers...',
    empty: false,
    emptyText: 'No sales managers found',
    emptyIcon: <UsersIcon />,
    children: <p>Sarah Whitfield, Marco Delgado and Aisha Khan.</p>,
  },
  argTypes: { error: { control: 'text' }, emptyIcon: { control: false }, children: { control: false } },
} satisfies Meta<typeof AdminListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sales managers...');
  },
};

export const Error: Story = {
  args: { error: 'Failed to load sales managers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load sales managers');
  },
};

export const Empty: Story = { args: { empty: true } };
