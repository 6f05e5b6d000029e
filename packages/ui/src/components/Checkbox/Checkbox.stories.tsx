import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Send me product news and fleet safety tips', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'About one e-mail a month. Unsubscribe at any time.' } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const Error: Story = {
  args: { label: 'I agree to the terms of service', required: true, error: 'Please accept the terms to continue' },
};

export const LongLabel: Story = {
  args: {
    label: 'Share anonymised driving-event clips with our safety team so they can tune the AI driver-monitoring alerts for your fleet',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** Clicking the label toggles the real checkbox. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me product news and fleet safety tips' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me product news and fleet safety tips'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
