import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyFunnel } from '../ChartFrame/chartFixtures.ts';
import { FunnelChart } from './FunnelChart.tsx';

const meta = {
  title: 'Admin/Charts/FunnelChart',
  component: FunnelChart,
  args: { title: 'From visitor to opened demo link', steps: storyFunnel },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step with its count, what it kept of the step before and of the first. */
export const VisitorToDemo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9.6% of the step before · 9.6% of visitors')).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Leads 161 13.4% 1.3%' })).toBeInTheDocument();
  },
};

/** Nobody came: every step 0, its shares a dash rather than a division by zero. */
export const Zeros: Story = { args: { steps: storyFunnel.map((step) => ({ ...step, value: 0 })) } };

export const OneStep: Story = { args: { steps: [storyFunnel[0]!] } };

export const LargeValue: Story = { args: { steps: [{ label: 'Visitors', value: 12_345_678 }, ...storyFunnel.slice(1)] } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { steps: [] } };

export const Error: Story = { args: { error: 'Failed to load insights' } };
