import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
import { type ChangePasswordValues, emptyChangePasswordValues } from './changePasswordValues.ts';

const allMet: ChangePasswordValues = { currentPassword: 'Fleet-2025!', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' };

const meta = {
  title: 'Admin/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { values: emptyChangePasswordValues, errors: {}, submitting: false, success: false, checklistOpen: false, onChange: fn(), onSubmit: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values the way the page does, so typing works in the story. */
function StatefulForm(props: ChangePasswordFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ChangePasswordForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const checklistItems = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).queryByRole('list', { name: 'Password requirements' });
  return list ? within(list).getAllByRole('listitem') : [];
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(checklistItems(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

export const ChecklistShown: Story = {
  args: { values: { ...emptyChangePasswordValues, currentPassword: 'Fleet-2025!', newPassword: 'fleet2026' }, checklistOpen: true },
  play: async ({ canvasElement }) => {
    const items = checklistItems(canvasElement);
    await expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters, met',
      'One uppercase letter, not met',
      'One lowercase letter, met',
      'One number, met',
      'One special character, not met',
    ]);
  },
};

export const AllRulesMet: Story = {
  args: { values: allMet },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of checklistItems(canvasElement)) await expect(item).toHaveTextContent(/, met$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(allMet);
  },
};

export const RulesUnmet: Story = {
  args: { values: { ...allMet, newPassword: 'fleet2026', confirmPassword: 'fleet2026' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Please ensure all password requirements are met/);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

export const Mismatch: Story = {
  args: { values: { ...allMet, confirmPassword: 'Abcdefg2!' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('New passwords do not match');
    await expect(canvas.getByRole('alert')).toHaveTextContent('New passwords do not match');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { values: allMet, submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Changing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { values: allMet, error: 'Current password is incorrect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};

export const FallbackError: Story = {
  args: { values: allMet, error: 'An error occurred' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const Success: Story = {
  args: { success: true },
  play: async ({ canvasElement }) => {
    // Each password field has its own quiet status for show/hide; the outcome is the one with text.
    const message = within(canvasElement).getByText('Password changed successfully. Signing out...');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const MobileWidth: Story = {
  args: { values: { ...allMet, newPassword: 'Abcdefg1', confirmPassword: '' }, checklistOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The checklist appears on focus and follows the typing; the button waits for every rule and a matching confirmation. */
export const TypeNewPassword: Story = {
  render: (args) => <StatefulForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Change Password' });
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Fleet-2025!');
    await expect(checklistItems(canvasElement)).toHaveLength(0);

    await userEvent.click(canvas.getByLabelText(/^New password/));
    await waitFor(() => expect(checklistItems(canvasElement)).toHaveLength(5));
    for (const item of checklistItems(canvasElement)) await expect(item).toHaveTextContent(/not met$/);

    await userEvent.keyboard('Abcdefg1!');
    for (const item of checklistItems(canvasElement)) await expect(item).toHaveTextContent(/, met$/);
    await expect(submit).toBeDisabled();

    const confirm = canvas.getByLabelText(/^Confirm new password/);
    await userEvent.type(confirm, 'Abcdefg2!');
    await expect(canvas.getByRole('alert')).toHaveTextContent('New passwords do not match');
    await expect(submit).toBeDisabled();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Abcdefg1!');
    await expect(canvas.queryByText('New passwords do not match')).toBeNull();
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(allMet);
  },
};
