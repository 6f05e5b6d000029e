import { useState } from 'react';

/** What a confirmed handler may return: a promise keeps the confirmation open, with a spinner, until it settles. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is as welcome as one that returns a promise.
export type ConfirmedActionResult = void | PromiseLike<unknown>;

/** An action the app says is running, or has failed (with `message`), for one row. */
interface AppActionState {
  id: string;
  action: string;
  message?: string;
}

const isThenable = (value: ConfirmedActionResult): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof value.then === 'function';

/**
 * A list's confirmations (deactivate a manager, delete an endpoint, ...): which one is open and for what, whether
 * it is running, and why it failed. `run` calls the app's handler once the person agrees; `pending` and
 * `actionError` are the app's own word on the same action, shown in the open dialog rather than on the row.
 */
export function useConfirmedAction<Subject extends { id: string }, Action extends string>(
  run: (subject: Subject, action: Action) => ConfirmedActionResult,
  fallbackErrors: Record<Action, string>,
  { pending, actionError }: { pending?: AppActionState; actionError?: AppActionState } = {},
) {
  // The question outlives `open` so the dialog keeps its text while it closes and returns focus.
  const [asked, setAsked] = useState<{ subject: Subject; action: Action } | null>(null);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const ask = (subject: Subject, action: Action) => {
    setFailure(undefined);
    setAsked({ subject, action });
    setOpen(true);
  };

  const close = () => {
    if (running) return;
    setOpen(false);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (!asked || running) return;
    setFailure(undefined);
    const result = run(asked.subject, asked.action);
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setRunning(true);
    try {
      await result;
      setOpen(false);
    } catch (error) {
      // The server's message when it gives one, else the default.
      setFailure(error instanceof Error && error.message ? error.message : fallbackErrors[asked.action]);
    } finally {
      setRunning(false);
    }
  };

  const isAsked = (state: AppActionState | undefined) => asked !== null && state?.id === asked.subject.id && state.action === asked.action;
  /** The app's failure belongs to the open dialog; the list leaves it off the row meanwhile. */
  const showsAppError = open && isAsked(actionError);

  /** What the ConfirmDialog takes besides its texts. */
  const dialogProps = {
    open,
    onOpenChange: (next: boolean) => {
      if (!next) close();
    },
    pending: running || isAsked(pending),
    error: showsAppError ? actionError?.message : failure,
    onConfirm: confirm,
  };

  return { asked, ask, showsAppError, dialogProps };
}
