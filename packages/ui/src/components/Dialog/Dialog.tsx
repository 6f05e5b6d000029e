import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';

export interface DialogProps {
  /** Controlled: the dialog shows while true; pair with onOpenChange. */
  open?: boolean;
  /** Uncontrolled: whether it starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A modal dialog: holds a DialogTrigger (optional when controlled) and one DialogContent. */
export function Dialog({ open, defaultOpen, onOpenChange, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}

/** Opens the dialog; its child (usually a Button) becomes the trigger, and gets focus back on close. */
export function DialogTrigger({ children }: { children: ReactElement }) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

/** Closes the dialog when its child (e.g. a 'Cancel' Button) is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
