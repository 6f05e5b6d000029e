import * as RadixDialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { forwardRef, type ReactNode, type RefObject, useRef } from 'react';
import { CloseIcon } from '../../icons/index.ts';
import { usePortalContainer } from '../Portal/usePortalContainer.ts';
import type { DialogSize } from './Dialog.css';
import * as styles from './Dialog.css';

const contentClass = cva(styles.content, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface DialogContentProps {
  /** The visible heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A line under the title; it describes the dialog for assistive technology. */
  description?: ReactNode;
  size?: DialogSize;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** False while something is in progress: Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
  /** Where focus goes on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** The dialog itself: brings its portal, overlay, title, close button and a body that scrolls on short screens. */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, size, role = 'dialog', dismissible = true, initialFocus, children },
  ref,
) {
  const container = usePortalContainer();
  // Controlled dialogs opened from a row button have no DialogTrigger; focus goes back to whatever opened them.
  const openedFrom = useRef<HTMLElement | null>(null);
  if (!container) return null;

  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        ref={ref}
        role={role}
        className={contentClass({ size })}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
          if (initialFocus?.current && !initialFocus.current.matches(':disabled')) {
            event.preventDefault();
            initialFocus.current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (openedFrom.current?.isConnected) {
            event.preventDefault();
            openedFrom.current.focus();
          }
        }}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
        </div>
        <div className={styles.body}>{children}</div>
        <RadixDialog.Close className={styles.closeButton} aria-label="Close" disabled={!dismissible}>
          <CloseIcon />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});
