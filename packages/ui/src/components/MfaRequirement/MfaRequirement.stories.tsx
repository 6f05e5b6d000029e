import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaRequirement } from './MfaRequirement.tsx';

const meta = {
  title: 'Admin/MfaRequirement',
  component: MfaRequirement,
  args: { required: false, pending: false, loading: false, onChange: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof MfaRequirement>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: 'Require two-step verification for everyone' });

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(checkbox(canvasElement)).not.toBeChecked();
    await expect(checkbox(canvasElement)).toHaveAccessibleDescription('Managers without it are sent to set it up after their password.');
    await userEvent.click(checkbox(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { required: true },
  play: async ({ args, canvasElement }) => {
    await expect(checkbox(canvasElement)).toBeChecked();
    await userEvent.click(checkbox(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  args: { required: true, pending: true },
  play: async ({ canvasElement }) => {
    await expect(checkbox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const Error: Story = {
  args: { error: 'Failed to update the requirement' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to update the requirement');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(checkbox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the requirement...');
  },
};
