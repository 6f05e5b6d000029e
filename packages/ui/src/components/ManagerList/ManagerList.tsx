import type { ReactNode } from 'react';
import { UserPlusIcon } from '../../icons/adminListsIcons.tsx';
import { UsersIcon } from '../../icons/adminShellIcons.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import * as styles from './ManagerList.css';
import { ManagerRow } from './ManagerRow.tsx';
import { isProtectedManager, type Manager, type ManagerActionError, type ManagerActionTarget } from './manager.ts';
import { type ConfirmedAction, type ManagerActionResult, useManagerConfirm } from './useManagerConfirm.ts';

/** The exact confirmation texts. */
export const managerConfirmations = {
  deactivate: {
    title: 'Deactivate',
    message: 'Are you sure you want to deactivate this manager? They will no longer be able to access the system.',
    confirmLabel: 'Deactivate',
  },
  delete: {
    title: 'Delete',
    message: 'Are you sure you want to delete this manager? This action cannot be undone.',
    confirmLabel: 'Delete',
  },
  resetMfa: {
    title: 'Reset Two-Step Verification',
    message: 'Reset two-step verification for this manager? They will sign in with their password alone, or set it up again if your team requires it.',
    confirmLabel: 'Reset',
  },
} as const satisfies Record<ConfirmedAction, { title: string; message: string; confirmLabel: string }>;

export interface ManagerListProps {
  managers?: readonly Manager[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load sales managers'. */
  error?: string;
  onInvite: () => void;
  /** No confirmation. */
  onActivate: (id: string) => void;
  /** After the confirmation; return the request's promise to keep the dialog open until it settles. */
  onDeactivate: (id: string) => ManagerActionResult;
  /** After the confirmation; return the request's promise to keep the dialog open until it settles. */
  onDelete: (id: string) => ManagerActionResult;
  /** After the confirmation; return the request's promise to keep the dialog open until it settles. */
  onResetMfa: (id: string) => ManagerActionResult;
  /** The action the app is running; its button (or open confirmation) shows a spinner. */
  pending?: ManagerActionTarget;
  /** Why an action failed, e.g. 'Failed to update manager status'; shown in its open confirmation, else on its row. */
  actionError?: ManagerActionError;
  /** Under the page's title, e.g. the 'Sales manager invited successfully' message. */
  notice?: ReactNode;
  /** With it, each row offers 'Takes New Leads' (round robin gives new leads only to active managers with it on). */
  onTakesLeadsChange?: (id: string, takesLeads: boolean) => void;
  /** The managers whose 'Takes New Leads' is being saved; their boxes wait, with a spinner. */
  takesLeadsSaving?: readonly string[];
  /** Why saving one manager's 'Takes New Leads' failed, e.g. 'Failed to update the manager'; shown on their row. */
  takesLeadsError?: { id: string; message: string };
}

/** The Sales Managers page body: the team, its states, who takes new leads, and the invite, activate, deactivate, delete and reset actions. */
export function ManagerList({
  managers = [],
  loading,
  error,
  onInvite,
  onActivate,
  onDeactivate,
  onDelete,
  onResetMfa,
  pending,
  actionError,
  notice,
  onTakesLeadsChange,
  takesLeadsSaving = [],
  takesLeadsError,
}: ManagerListProps) {
  const confirmation = useManagerConfirm({ deactivate: onDeactivate, delete: onDelete, resetMfa: onResetMfa }, { pending, actionError });
  const { asked } = confirmation;
  const rowError = (id: string) =>
    takesLeadsError?.id === id ? takesLeadsError.message : actionError?.id === id && !confirmation.showsAppError ? actionError.message : undefined;

  return (
    <div className={styles.page}>
      <AdminPageHeader
        title="Sales Managers"
        description="Invite sales staff, and choose who can sign in to the admin area."
        actions={
          <Button icon={<UserPlusIcon size={18} />} onClick={onInvite}>
            Invite Manager
          </Button>
        }
      />
      {notice}
      <AdminListState
        loading={loading}
        loadingText="Loading sales managers..."
        error={error}
        empty={managers.length === 0}
        emptyText="No sales managers found"
        emptyIcon={<UsersIcon />}
      >
        <ul className={styles.list} aria-label="Sales managers">
          {managers.map((manager) => (
            <ManagerRow
              key={manager.id}
              manager={manager}
              protectedManager={isProtectedManager(manager, managers)}
              pendingAction={pending?.id === manager.id ? pending.action : undefined}
              error={rowError(manager.id)}
              onActivate={() => onActivate(manager.id)}
              onDeactivate={() => confirmation.ask(manager, 'deactivate')}
              onDelete={() => confirmation.ask(manager, 'delete')}
              onResetMfa={() => confirmation.ask(manager, 'resetMfa')}
              onTakesLeadsChange={onTakesLeadsChange ? (takesLeads) => onTakesLeadsChange(manager.id, takesLeads) : undefined}
              takesLeadsSaving={takesLeadsSaving.includes(manager.id)}
            />
          ))}
        </ul>
      </AdminListState>
      {asked ? (
        <ConfirmDialog
          {...confirmation.dialogProps}
          title={`${managerConfirmations[asked.action].title} ${asked.subject.name}`}
          message={managerConfirmations[asked.action].message}
          confirmLabel={managerConfirmations[asked.action].confirmLabel}
          tone="critical"
        />
      ) : null}
    </div>
  );
}
