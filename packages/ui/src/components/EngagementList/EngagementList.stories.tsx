import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EngagementList } from './EngagementList.tsx';
import { engagementFixtures } from './engagementFixtures.ts';

const meta = {
  title: 'Admin/EngagementList',
  component: EngagementList,
  args: { openedLastWeek: 14, opens: engagementFixtures },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof EngagementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Demo Link Opens' }));

/** This week's count and the latest opens, each with who sent the link and how long ago it was opened. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText(/^Opened in the last 7 days:/)).toHaveTextContent('Opened in the last 7 days: 14');
    const items = within(canvas.getByRole('list', { name: 'Latest opens' })).getAllByRole('listitem');
    await expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Sent by Sarah Whitfield · opened 12 minutes ago',
      'Sent by Marco Delgado · opened 2 hours ago',
      'Website demo request · opened 20 hours ago',
      'Sent by Marco Delgado · opened yesterday',
      'Sent by Sarah Whitfield · opened 6 days ago',
    ]);
  },
};

export const Empty: Story = {
  args: { openedLastWeek: 0, opens: [] },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('No demo links opened yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { opens: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('status')).toHaveTextContent('Loading demo link opens...');
  },
};

export const Error: Story = {
  args: { opens: undefined, error: 'Failed to load demo link opens' },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load demo link opens');
  },
};
