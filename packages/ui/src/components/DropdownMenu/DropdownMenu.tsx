import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuProps {
  /** Controlled: the menu shows while true; pair with onOpenChange. */
  open?: boolean;
  /** Uncontrolled: whether it starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A menu of actions or choices: holds one DropdownMenuTrigger and one DropdownMenuContent. */
export function DropdownMenu({ open, defaultOpen, onOpenChange, children }: DropdownMenuProps) {
  return (
    // Non-modal: the page behind stays in the accessibility tree and clickable (a click outside just closes
    // the menu), and an item may open a dialog without the two fighting over focus.
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      {children}
    </RadixMenu.Root>
  );
}

/** Opens the menu (click, Enter, Space or ArrowDown); its child, usually a Button, becomes the trigger. */
export function DropdownMenuTrigger({ children }: { children: ReactElement }) {
  return <RadixMenu.Trigger asChild>{children}</RadixMenu.Trigger>;
}

/** A heading for the items after it; not focusable. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className={styles.separator} />;
}
