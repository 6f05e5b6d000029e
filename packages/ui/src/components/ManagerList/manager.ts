import type { Manager as ApiManager, ManagerRole } from '@fleet/api-client';

export const managerActions = ['activate', 'deactivate', 'delete', 'resetMfa'] as const;
export type ManagerAction = (typeof managerActions)[number];

/** A sales manager as the list shows one: the contract's Manager, the fields its row reads (`takes_leads`: round robin gives them new leads). */
export type Manager = Pick<ApiManager, 'id' | 'name' | 'email' | 'role' | 'status'> & Partial<Pick<ApiManager, 'mfa_enabled' | 'takes_leads'>>;

export const managerRoleLabels = { manager: 'Manager', super: 'Super Admin' } as const satisfies Record<ManagerRole, string>;

/** An action the app is running (or has just failed) for one manager. */
export interface ManagerActionTarget {
  id: string;
  action: ManagerAction;
}

export interface ManagerActionError extends ManagerActionTarget {
  /** E.g. 'Failed to update manager status', 'Failed to delete manager', 'Failed to reset two-step verification'. */
  message: string;
}

/**
 * With exactly one active super admin, no super admin row offers Deactivate or Delete, so the
 * team can never lock itself out through the interface.
 */
export function isProtectedManager(manager: Manager, managers: readonly Manager[]): boolean {
  if (manager.role !== 'super') return false;
  return managers.filter((other) => other.role === 'super' && other.status === 'active').length === 1;
}
