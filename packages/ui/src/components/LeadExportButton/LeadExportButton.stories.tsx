import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadExportButton } from './LeadExportButton.tsx';

const meta = {
  title: 'Admin/LeadExportButton',
  component: LeadExportButton,
  args: { onExport: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof LeadExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting the leads...');
  },
};

export const Error: Story = {
  args: { error: 'Failed to export leads. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to export leads. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAccessibleDescription('Failed to export leads. Please try again.');
  },
};

/** Nothing to export while the list is loading, failed or empty. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};
