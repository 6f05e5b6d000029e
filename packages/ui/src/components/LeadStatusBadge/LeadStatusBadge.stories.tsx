import { leadStatuses } from '@fleet/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeSizes } from '../Badge/Badge.css';
import { LeadStatusBadge } from './LeadStatusBadge.tsx';
import { leadStatusLabels } from './leadStatus.ts';

const meta = {
  title: 'Admin/LeadStatusBadge',
  component: LeadStatusBadge,
  args: { status: 'new' },
  argTypes: {
    status: { control: 'inline-radio', options: leadStatuses },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof LeadStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

/** Every status at every size: each has its own label and icon, so none is told apart by colour alone. */
export const EachStatus: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {leadStatuses.map((status) => (
            <LeadStatusBadge key={status} {...args} status={status} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of leadStatuses) {
      await expect(canvas.getAllByText(leadStatusLabels[status])).toHaveLength(badgeSizes.length);
    }
  },
};
