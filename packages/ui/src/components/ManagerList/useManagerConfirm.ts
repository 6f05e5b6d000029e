import { type ConfirmedActionResult, useConfirmedAction } from '../../hooks/useConfirmedAction.ts';
import type { Manager, ManagerActionError, ManagerActionTarget } from './manager.ts';

export type ConfirmedAction = 'deactivate' | 'delete' | 'resetMfa';

/** What a handler may return: a promise keeps the confirmation open, with a spinner, until it settles. */
export type ManagerActionResult = ConfirmedActionResult;

const fallbackErrors: Record<ConfirmedAction, string> = {
  deactivate: 'Failed to deactivate manager',
  delete: 'Failed to delete manager',
  resetMfa: 'Failed to reset two-step verification',
};

/** What each confirmation runs once the person agrees. */
export type ConfirmedHandlers = Record<ConfirmedAction, (id: string) => ManagerActionResult>;

/** The deactivate, delete and reset confirmations: which one is open, whether it is running, and why it failed. */
export function useManagerConfirm(handlers: ConfirmedHandlers, app: { pending?: ManagerActionTarget; actionError?: ManagerActionError } = {}) {
  return useConfirmedAction<Manager, ConfirmedAction>((manager, action) => handlers[action](manager.id), fallbackErrors, app);
}
