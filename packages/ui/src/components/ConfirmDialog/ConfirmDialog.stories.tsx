import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { Button } from '../Button/Button.tsx';
import { confirmDialogTones } from './ConfirmDialog.css';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const deactivateMessage = 'Are you sure you want to deactivate this manager? They will no longer be able to access the system.';
const deleteMessage = 'Are you sure you want to delete this manager? This action cannot be undone.';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Deactivate Manager',
    message: deactivateMessage,
    confirmLabel: 'Deactivate',
    tone: 'critical',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Deactivate: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Deactivate Manager' });
    await expect(dialog).toHaveAccessibleDescription(deactivateMessage);
    // The safe choice has focus, so a stray Enter cancels instead of deactivating.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Delete: Story = {
  args: { title: 'Delete Manager', message: deleteMessage, confirmLabel: 'Delete' },
  play: async ({ args, canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Delete Manager' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Deactivate Manager' });
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Nothing dismisses the dialog while the outcome is unknown.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'Failed to deactivate manager' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Deactivate Manager' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to deactivate manager');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  },
};

export const DeleteError: Story = {
  args: { title: 'Delete Manager', message: deleteMessage, confirmLabel: 'Delete', error: 'Failed to delete manager' },
};

export const MobileWidth: Story = {
  args: { title: 'Delete Manager', message: deleteMessage, confirmLabel: 'Delete' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

function ConfirmThatStaysPending(args: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  return <ConfirmDialog {...args} pending={pending} onConfirm={() => setPending(true)} />;
}

export const PendingAfterConfirm: Story = {
  render: (args) => <ConfirmThatStaysPending {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Deactivate Manager' });
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    // The clicked button is now disabled; focus stays in the dialog instead of falling to the page behind it.
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

function ConfirmFromRowButton(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" size="sm" onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened from a plain row button (no DialogTrigger), as on the Sales Managers list. */
export const KeyboardContract: Story = {
  args: { open: false },
  render: (args) => <ConfirmFromRowButton {...args} />,
  play: async ({ canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: 'Deactivate', dialog: 'Deactivate Manager', role: 'alertdialog' });
  },
};
