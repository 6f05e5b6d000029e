import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeSizes } from '../Badge/Badge.css';
import { ResponseBadge } from './ResponseBadge.tsx';
import { responseStateLabels, responseStates } from './responseState.ts';

const meta = {
  title: 'Admin/ResponseBadge',
  component: ResponseBadge,
  args: { state: 'overdue' },
  argTypes: {
    state: { control: 'inline-radio', options: responseStates },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof ResponseBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {};

export const Unworked: Story = { args: { state: 'unworked' } };

/** In a column that names the state already, the badge carries the count. */
export const WithCount: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12')).toBeVisible();
  },
};

/** Every state at every size: each has its own label and icon, so none is told apart by colour alone. */
export const EachState: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {responseStates.map((state) => (
            <ResponseBadge key={state} {...args} state={state} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const state of responseStates) {
      await expect(canvas.getAllByText(responseStateLabels[state])).toHaveLength(badgeSizes.length);
    }
  },
};
