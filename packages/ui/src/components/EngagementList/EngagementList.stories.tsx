import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EngagementList } from './EngagementList.tsx';
import { engagementFixtures } from './engagementFixtures.ts';

const meta = {
  title: 'Admin/EngagementList',
  component: EngagementList,
  args: { openedLastWeek: 14, opens: engagementFixtures, leadHref: (leadId: string) => `/staff/leads/${leadId}` },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof EngagementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Demo Link Opens' }));

/**
 * This week's count and the latest opens, each with who sent the link, how often and how long ago it was opened; a
 * link the website's demo request form issued leads to that request.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = panel(canvasElement);
    await expect(canvas.getByText(/^Opened in the last 7 days:/)).toHaveTextContent('Opened in the last 7 days: 14');
    const items = within(canvas.getByRole('list', { name: 'Latest opens' })).getAllByRole('listitem');
    await expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Sent by Sarah Whitfield · opened 3 times, last 12 minutes ago',
      'Sent by Marco Delgado · opened 12 times, last 2 hours ago',
      'Website demo request · opened 20 hours ago',
      'Sent by Marco Delgado · opened yesterday',
      'Sent by Sarah Whitfield · opened 2 times, last 6 days ago',
    ]);
    await expect(canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['aiko.tanaka@example.com', '/staff/leads/7d1e4b29-5c8a-4f60-9b3e-2a6c8d0f1e47'],
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

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
