import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponseTimePanel } from './ResponseTimePanel.tsx';
import { overdueOwners, overdueUnassigned, responseTimeOwners, responseTimeUnassigned, storyTargetMinutes } from './responseTimeFixtures.ts';

const meta = {
  title: 'Admin/ResponseTimePanel',
  component: ResponseTimePanel,
  args: { owners: responseTimeOwners, unassigned: responseTimeUnassigned, targetMinutes: storyTargetMinutes },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof ResponseTimePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Response Times' }));

/** Each row's headers and figures (without the labels a phone shows beside the figures). */
const rowsOf = (canvasElement: HTMLElement) =>
  within(panel(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.tagName === 'TD' ? cell.lastElementChild : cell)?.textContent));

/** Each owner's median against the target, the leads they worked in 30 days and those waiting now; then the leads nobody has. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('Target: 4 h')).toBeVisible();
    await expect(panel(canvasElement).getByRole('table', { name: /^Median time to work a lead/ })).toBeInTheDocument();
    await expect(rowsOf(canvasElement)).toEqual([
      ['Owner', 'Median', 'Worked (30 days)', 'Unworked', 'Overdue'],
      ['Eleanor Vance', '45 min', '12', '1', '0'],
      ['Jonas Eriksen', '—none', '0', '0', '0'],
      ['Marco Delgado', '3 h 20 min', '31', '2', '0'],
      ['Sarah Whitfield', '1 h 33 min', '27', '0', '0'],
      ['Nobody', '—none', '—none', '3', '0'],
    ]);
  },
};

/** Leads past the target: each overdue count in a danger badge. */
export const WithOverdue: Story = {
  args: { owners: overdueOwners, unassigned: overdueUnassigned },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[3]).toEqual(['Marco Delgado', '26 h 5 min', '31', '5', '3']);
    await expect(rows[5]).toEqual(['Nobody', '—none', '—none', '4', '2']);
  },
};

export const Empty: Story = {
  args: { owners: [], unassigned: { unworked: 0, overdue: 0 } },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText('No leads worked in the last 30 days')).toBeVisible();
    await expect(panel(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { owners: undefined, unassigned: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('status')).toHaveTextContent('Loading response times...');
  },
};

export const Error: Story = {
  args: { owners: undefined, unassigned: undefined, error: 'Failed to load response times' },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load response times');
  },
};
