import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyVisitorDays, visitorSeries } from '../ChartFrame/chartFixtures.ts';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';

const meta = {
  title: 'Admin/Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  args: { title: 'Visitors and page views per day', data: storyVisitorDays(30), series: visitorSeries, variant: 'area' },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days, two series: a legend, round numbers up the side, the dates thinned to fit. */
export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Visitors and page views per day' });
    // The drawing is hidden from a screen reader; its table says the same, a row a day.
    await expect(within(figure).getAllByRole('row')).toHaveLength(31);
    await expect(within(figure).getByRole('row', { name: /^Nov 27, 2026/ })).toBeInTheDocument();
  },
};

export const NinetyDays: Story = { args: { data: storyVisitorDays(90) } };

/** One day: a dot and its value for each series, not a line of no length. */
export const OneDay: Story = { args: { data: storyVisitorDays(1) } };

export const OneSeries: Story = { args: { variant: 'line', series: [visitorSeries[0]], title: 'Visitors per day' } };

export const LargeValue: Story = {
  args: { data: storyVisitorDays(14).map((day, i) => ({ ...day, visitors: 12_345_678 - i * 200_000, pageviews: 9_876_543 })) },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { empty: true, emptyMessage: 'No visits on these dates.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No visits on these dates.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Error: Story = { args: { error: 'Failed to load insights' } };
