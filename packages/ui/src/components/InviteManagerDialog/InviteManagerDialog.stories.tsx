import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { Button } from '../Button/Button.tsx';
import { InviteManagerDialog, type InviteManagerDialogProps } from './InviteManagerDialog.tsx';
import { emptyInviteManagerValues, type InviteManagerValues } from './inviteManagerValues.ts';

const filled: InviteManagerValues = { name: 'Priya Raman', email: 'priya.raman@example.com', password: 'Fleet-2026!', role: 'super' };

const meta = {
  title: 'Admin/InviteManagerDialog',
  component: InviteManagerDialog,
  args: { open: true, values: emptyInviteManagerValues, errors: {}, submitting: false, onOpenChange: fn(), onChange: fn(), onSubmit: fn() },
  argTypes: { error: { control: 'text' }, errors: { control: 'object' }, trigger: { control: false } },
} satisfies Meta<typeof InviteManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values and the open state the way the managers page does. */
function StatefulDialog(props: InviteManagerDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [values, setValues] = useState(props.values);
  return (
    <InviteManagerDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const findDialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Invite Manager' });

export const Open: Story = {
  render: (args) => <StatefulDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription('Minimum 8 characters required');
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveValue('manager');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manager', 'Super Admin']);

    await userEvent.type(name, filled.name);
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), filled.email);
    await userEvent.type(dialog.getByLabelText(/^Password/), filled.password);
    await userEvent.selectOptions(role, 'super');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Filled: Story = { args: { values: filled } };

export const FieldErrors: Story = {
  args: {
    values: { ...emptyInviteManagerValues, email: 'priya.raman@', password: 'short' },
    errors: { name: 'Name is required', email: 'Please enter a valid email address', password: 'Minimum 8 characters required' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    const password = dialog.getByLabelText(/^Password/);
    await expect(password).toBeInvalid();
    // The hint and the error say the same thing; it is read once.
    await expect(password).toHaveAccessibleDescription('Minimum 8 characters required');
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const send = within(dialog).getByRole('button', { name: 'Inviting...' });
    await expect(send).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The app marks the invite as sending once Send Invite is pressed; focus stays in the dialog, not on the page behind. */
export const SendKeepsFocus: Story = {
  args: { values: filled },
  render: function Render(args) {
    const [submitting, setSubmitting] = useState(false);
    return <StatefulDialog {...args} submitting={submitting} onSubmit={() => setSubmitting(true)} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await expect(within(dialog).getByRole('button', { name: 'Inviting...' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { values: filled, error: 'Email already exists' },
  play: async ({ canvasElement }) => {
    await expect(within(await findDialog(canvasElement)).getByRole('alert')).toHaveTextContent('Email already exists');
  },
};

/** Refused without the server's message: the status it was answered with. */
export const ServerErrorWithoutMessage: Story = {
  args: { values: filled, error: 'HTTP error! status: 500' },
  play: async ({ canvasElement }) => {
    await expect(within(await findDialog(canvasElement)).getByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  },
};

export const ServerErrorFallback: Story = { args: { values: filled, error: 'Failed to invite sales manager' } };

export const ServerPasswordRule: Story = {
  args: { values: { ...filled, password: 'fleet2026' }, error: 'Password must contain at least one uppercase letter' },
};

export const MobileWidth: Story = {
  args: { values: filled, error: 'Failed to invite sales manager' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Cancel: Story = {
  render: (args) => <StatefulDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardContract: Story = {
  args: { open: false, trigger: <Button>Invite Manager</Button> },
  render: (args) => <StatefulDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: 'Invite Manager', dialog: 'Invite Manager' });
  },
};
