import { expect, userEvent, waitFor, within } from 'storybook/test';

export interface MenuQuery {
  /** The story's canvasElement. */
  canvasElement: HTMLElement;
  /** Accessible name of the button that opens the menu. */
  trigger: string | RegExp;
}

const openKeys = ['{Enter}', '{ArrowDown}'] as const;

/** Menus render in a portal, so they are looked up in the whole document, not the canvas. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const enabledItems = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]')).filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );

/** Opens a menu from its trigger with the keyboard (Enter by default) and returns the trigger, the menu and its enabled items. */
async function openMenu({ canvasElement, trigger }: MenuQuery, key: (typeof openKeys)[number] = '{Enter}') {
  const triggerButton = within(canvasElement).getByRole('button', { name: trigger });
  triggerButton.focus();
  await userEvent.keyboard(key);
  const menu = await screenOf(canvasElement).findByRole('menu');
  return { trigger: triggerButton, menu, items: enabledItems(menu) };
}

/**
 * The contract every dropdown menu keeps, for both Enter and ArrowDown on the trigger: the first item gets
 * focus, ArrowDown and ArrowUp move between items, Escape closes the menu and focus returns to the trigger.
 * The menu needs at least two enabled items. Call it from a story that starts closed.
 */
export async function expectMenuContract(query: MenuQuery) {
  for (const key of openKeys) {
    const { trigger, items } = await openMenu(query, key);
    await expect(items.length).toBeGreaterThanOrEqual(2);
    const [first, second] = items;

    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(query.canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  }
}
