import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsBlock } from './StatsBlock.tsx';

const meta = {
  title: 'Site/StatsBlock',
  component: StatsBlock,
  args: { users: 12847, dashcams: 31562, loading: false },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof StatsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading statistics...');
  },
};

/** Only if the statistics helper itself throws; a failed call is logged and leaves numbers shown (spec, error catalogue). */
export const Error: Story = {
  args: { error: 'Failed to load fleet statistics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load fleet statistics');
  },
};

/** The numbers the server rendered the page with, kept as they are when the browser's refresh of them fails. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12,847')).toBeVisible();
    await expect(canvas.getByText('31,562')).toBeVisible();
    await expect(canvas.getByText('Live data from our global network')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const LargeNumbers: Story = { args: { users: 1284730, dashcams: 93156245 } };

/** When nothing is known: the server could not read the statistics and the browser's call failed too (logged). */
export const Zeros: Story = { args: { users: 0, dashcams: 0 } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * The placeholder reserves the loaded block's exact height, so nothing below it jumps when the
 * counts arrive: the two, one above the other at the page's width, are the same height.
 */
export const LoadingKeepsHeight: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-testid="loading">
        <StatsBlock {...args} loading />
      </div>
      <div data-testid="loaded">
        <StatsBlock {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loadingHeight = canvas.getByTestId('loading').getBoundingClientRect().height;
    const loadedHeight = canvas.getByTestId('loaded').getBoundingClientRect().height;
    await expect(loadingHeight).toBeGreaterThan(0);
    await expect(loadingHeight).toBe(loadedHeight);
  },
};
