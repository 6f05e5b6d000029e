import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AwaitingScript } from './AwaitingScript.tsx';

const meta = {
  title: 'Feedback/AwaitingScript',
  component: AwaitingScript,
  args: {
    loadingLabel: 'The calculator is getting ready…',
    noScriptLabel: 'The calculator needs JavaScript, which this browser does not run.',
    children: <Button>Add a vehicle</Button>,
  },
} satisfies Meta<typeof AwaitingScript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page arrives: faded, out of reach, and saying why. */
export const Waiting: Story = {
  args: { awaiting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The calculator is getting ready…')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Add a vehicle' })).pointerEvents).toBe('none');
  },
};

/** Once its script has run: the controls as they are. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('The calculator is getting ready…')).not.toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Add a vehicle' })).pointerEvents).toBe('auto');
  },
};
