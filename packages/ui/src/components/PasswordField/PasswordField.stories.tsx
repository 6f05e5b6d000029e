import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', required: true, defaultValue: 'Fleet-2026!', onChange: fn(), onShownChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);

    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Fleet-2026!');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is visible');
    await expect(args.onShownChange).toHaveBeenCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const ShownFromProps: Story = { args: { defaultShown: true } };

export const Error: Story = {
  args: { label: 'Password', defaultValue: 'short', hint: 'At least 8 characters.', error: 'Minimum 8 characters required' },
};

export const Disabled: Story = { args: { disabled: true } };

export const NewPassword: Story = {
  args: { label: 'New Password', autoComplete: 'new-password', defaultValue: '', fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};
