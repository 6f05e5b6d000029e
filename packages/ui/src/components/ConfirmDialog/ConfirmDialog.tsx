import { type ReactNode, useEffect, useRef } from 'react';
import { AlertIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { DialogContent } from '../Dialog/DialogContent.tsx';
import { DialogFooter } from '../Dialog/DialogFooter.tsx';
import type { ConfirmDialogTone } from './ConfirmDialog.css';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Cancel, Close, Escape or a click outside; the parent closes it (also after success). */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this manager? This action cannot be undone.' */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'critical' for destructive actions. */
  tone?: ConfirmDialogTone;
  /** The action is running: the confirm button shows a spinner, both buttons are disabled and the dialog stays open. */
  pending?: boolean;
  /** Why the action failed, shown inside the dialog so the user can retry or cancel. */
  error?: string;
  onConfirm: () => void;
}

/** Asks before an action; the parent runs the action on onConfirm and passes `pending` and `error` back in. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  // The safe choice gets focus first, so an accidental Enter never confirms a destructive action.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Disabling the focused button would drop focus to the page behind the modal; keep it on the dialog.
  useEffect(() => {
    if (pending) contentRef.current?.focus();
  }, [pending]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} role="alertdialog" size="sm" title={title} description={message} dismissible={!pending} initialFocus={cancelRef}>
        {error ? (
          <p role="alert" className={styles.error}>
            <span className={styles.errorIcon}>
              <AlertIcon size={16} />
            </span>
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button ref={cancelRef} tone="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button tone={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
