import { expect, userEvent, waitFor, within } from 'storybook/test';

type Name = string | RegExp;

export interface DialogQuery {
  /** The story's canvasElement. */
  canvasElement: HTMLElement;
  /** Accessible name of the button that opens the dialog. */
  trigger: Name;
  /** Accessible name of the dialog (its title). */
  dialog: Name;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/** Dialogs render in a portal, so they are looked up in the whole document, not the canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens a dialog from its trigger with the keyboard and returns the trigger and the dialog element. */
async function openDialog({ canvasElement, trigger, dialog, role = 'dialog' }: DialogQuery) {
  const triggerButton = within(canvasElement).getByRole('button', { name: trigger });
  triggerButton.focus();
  await userEvent.keyboard('{Enter}');
  const dialogElement = await screenOf(canvasElement).findByRole(role, { name: dialog });
  return { trigger: triggerButton, dialog: dialogElement };
}

/**
 * The contract every dialog keeps: opening moves focus inside it, Escape closes it, and focus returns to
 * the trigger. Call it from a story that starts closed:
 * `play: ({ canvasElement }) => expectDialogContract({ canvasElement, trigger: 'Invite Manager', dialog: 'Invite Manager' })`.
 */
export async function expectDialogContract(query: DialogQuery) {
  const { role = 'dialog', dialog: name, canvasElement } = query;
  const { trigger, dialog } = await openDialog(query);

  await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screenOf(canvasElement).queryByRole(role, { name })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}
