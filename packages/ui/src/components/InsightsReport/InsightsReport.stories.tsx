import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InsightsReport } from './InsightsReport.tsx';
import { emptyInsightsFixture, insightsFixture, storyPresetRange } from './insightsFixtures.ts';

const meta = {
  title: 'Admin/InsightsReport',
  component: InsightsReport,
  args: {
    range: storyPresetRange(30),
    presetRange: storyPresetRange,
    onRangeChange: fn(),
    report: insightsFixture,
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof InsightsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days: the totals, traffic per day, the funnel, top pages, sources and campaigns, leads by source, open rates. */
export const LastThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await expect(canvas.getByText('Leads per visitor')).toBeVisible();
    for (const title of ['Visitors and page views per day', 'From visitor to opened demo link', 'Top pages', 'Top sources', 'Campaigns']) {
      await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
    }
  },
};

/** Choosing a period asks for its days; 'Custom' shows two dates, and a range is asked for once both are in order. */
export const ChoosingARange: Story = {
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 7 days' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(storyPresetRange(7));
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ ...storyPresetRange(30), preset: 'custom' });
  },
};

export const CustomRange: Story = {
  args: { range: { preset: 'custom', from: '2026-11-01', to: '2026-11-07' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-14');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-11-01', to: '2026-11-14' });
  },
};

export const Loading: Story = { args: { report: undefined, loading: true } };

export const Error: Story = { args: { report: undefined, error: 'Failed to load insights' } };

/** Nothing happened in the range: every chart says so in words. */
export const NothingYet: Story = { args: { range: storyPresetRange(7), report: emptyInsightsFixture } };
