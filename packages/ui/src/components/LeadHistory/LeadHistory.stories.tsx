import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadHistory } from './LeadHistory.tsx';
import { leadHistory } from './leadHistoryFixtures.ts';

const meta = {
  title: 'Admin/LeadHistory',
  component: LeadHistory,
  args: { entries: leadHistory },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof LeadHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of change, newest first, with who made it and when. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    await expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Released the lead (was Marco Delgado)',
      'Changed the status from Contacted to Qualified',
      'Reassigned the lead from Sarah Whitfield to Marco Delgado',
      'Changed the status from New to Contacted',
      'Added a note',
      'Assigned the lead to Sarah Whitfield',
    ]);
    await expect(items[0]).toHaveTextContent('Marco Delgado · Nov 21, 2026, 10:00 AM');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the history...');
  },
};

export const Error: Story = {
  args: { entries: undefined, error: 'Failed to load the history' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the history');
  },
};
