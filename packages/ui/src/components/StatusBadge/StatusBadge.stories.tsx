import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeSizes } from '../Badge/Badge.css';
import { statusBadgeStatuses } from './StatusBadge.css';
import { StatusBadge, statusBadgeLabels } from './StatusBadge.tsx';

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  args: { status: 'active' },
  argTypes: {
    status: { control: 'inline-radio', options: statusBadgeStatuses },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Inactive: Story = { args: { status: 'inactive' } };

export const Expired: Story = { args: { status: 'expired' } };

export const Revoked: Story = { args: { status: 'revoked' } };

export const Pending: Story = { args: { status: 'pending' } };

export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {statusBadgeStatuses.map((status) => (
            <StatusBadge key={status} {...args} status={status} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of statusBadgeStatuses) {
      await expect(canvas.getAllByText(statusBadgeLabels[status])).toHaveLength(badgeSizes.length);
    }
  },
};
