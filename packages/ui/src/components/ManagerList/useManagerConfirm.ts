import { useState } from 'react';
import type { Manager } from './manager.ts';

export type ConfirmedAction = 'deactivate' | 'delete' | 'resetMfa';

/** What a handler may return: a promise keeps the confirmation open, with a spinner, until it settles. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is as welcome as one that returns a promise.
export type ManagerActionResult = void | PromiseLike<unknown>;

const fallbackErrors: Record<ConfirmedAction, string> = {
  deactivate: 'Failed to deactivate manager',
  delete: 'Failed to delete manager',
  resetMfa: 'Failed to reset two-step verification',
};

const isThenable = (value: ManagerActionResult): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof value.then === 'function';

/** What each confirmation runs once the person agrees. */
export type ConfirmedHandlers = Record<ConfirmedAction, (id: string) => ManagerActionResult>;

/** The deactivate, delete and reset confirmations: which one is open, whether it is running, and why it failed. */
export function useManagerConfirm(handlers: ConfirmedHandlers) {
  // The subject outlives `open` so the dialog keeps its text while it closes and returns focus.
  const [subject, setSubject] = useState<{ manager: Manager; action: ConfirmedAction } | null>(null);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const ask = (manager: Manager, action: ConfirmedAction) => {
    setFailure(undefined);
    setSubject({ manager, action });
    setOpen(true);
  };

  const close = () => {
    if (running) return;
    setOpen(false);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (!subject || running) return;
    setFailure(undefined);
    const result = handlers[subject.action](subject.manager.id);
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
      setFailure(error instanceof Error && error.message ? error.message : fallbackErrors[subject.action]);
    } finally {
      setRunning(false);
    }
  };

  return { subject, open, running, failure, ask, close, confirm };
}
