import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPages } from '../ChartFrame/chartFixtures.ts';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Admin/Charts/BarChart',
  component: BarChart,
  args: { title: 'Top pages', data: storyPages, valueLabel: 'Views' },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The largest bar full width; a long path wraps; the table gives every figure. */
export const TopPages: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Top pages' });
    await expect(within(figure).getByRole('row', { name: '/pricing 4,120 3,015 visitors' })).toBeInTheDocument();
  },
};

export const Percentages: Story = {
  args: {
    title: 'Demo-link open rate by creator',
    valueFormat: 'percent',
    data: [
      { label: 'Website', value: 47 / 62, detail: '47 of 62 opened' },
      { label: 'Sarah Whitfield', value: 9 / 14, detail: '9 of 14 opened' },
      { label: 'Marco Delgado', value: 0, detail: '0 of 8 opened' },
    ],
  },
};

export const OneItem: Story = { args: { data: [storyPages[0]!] } };

export const ManyItems: Story = {
  args: { title: 'Every page', data: Array.from({ length: 20 }, (_, i) => ({ label: `/blog/post-${20 - i}`, value: (20 - i) * 97 })) },
};

export const LargeValue: Story = { args: { data: [{ label: '/', value: 12_345_678, detail: '9,876,543 visitors' }, ...storyPages.slice(1)] } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [], emptyMessage: 'No page views on these dates.' } };

export const Error: Story = { args: { error: 'Failed to load insights' } };
