import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { ChartFrame } from './ChartFrame.tsx';

const meta = {
  title: 'Admin/Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Visitors per day',
    legend: ['Visitors', 'Page views'],
    table: {
      columns: ['Date', 'Visitors', 'Page views'],
      rows: [
        ['Nov 26, 2026', '412', '1,071'],
        ['Nov 27, 2026', '438', '1,139'],
      ],
    },
    children: <Text tone="muted">The drawing goes here: hidden from a screen reader, which reads the table instead.</Text>,
  },
  argTypes: { error: { control: 'text' }, children: { control: false } },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure named by its title, a legend, the drawing hidden from assistive technology and its figures as a table. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Visitors per day' });
    const table = within(figure).getByRole('table', { name: 'Visitors per day' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Visitors', 'Page views']);
    await expect(within(table).getByRole('rowheader', { name: 'Nov 27, 2026' })).toBeInTheDocument();
    await expect(
      within(figure)
        .getByText(/^The drawing goes here/)
        .closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: 'Failed to load insights' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load insights');
  },
};

/** Nothing to draw: the default message. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for these dates.')).toBeVisible();
  },
};
