import { ShieldIcon } from '../../icons/index.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { busy as checkboxSpinner } from '../MfaRequirement/MfaRequirement.css';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ManagerList.css';
import { type Manager, type ManagerAction, managerRoleLabels } from './manager.ts';

export interface ManagerRowProps {
  manager: Manager;
  /** The last active super admin: Deactivate and Delete are not offered. */
  protectedManager?: boolean;
  /** The action running for this manager; its button shows a spinner and the others wait. */
  pendingAction?: ManagerAction;
  /** Why the last action on this manager failed. */
  error?: string;
  onActivate: () => void;
  onDeactivate: () => void;
  onDelete: () => void;
  onResetMfa: () => void;
  /** With it, the row offers 'Takes New Leads'. */
  onTakesLeadsChange?: (takesLeads: boolean) => void;
  /** The change to 'Takes New Leads' is being saved: the box waits, with a spinner. */
  takesLeadsSaving?: boolean;
}

const busyLabels: Record<ManagerAction, string> = { activate: 'Activating...', deactivate: 'Deactivating...', delete: 'Deleting...', resetMfa: 'Resetting...' };
const labels: Record<ManagerAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete', resetMfa: 'Reset 2-Step' };

/** One member of the sales team with the actions a super admin may take on them. */
export function ManagerRow({
  manager,
  protectedManager = false,
  pendingAction,
  error,
  onActivate,
  onDeactivate,
  onDelete,
  onResetMfa,
  onTakesLeadsChange,
  takesLeadsSaving = false,
}: ManagerRowProps) {
  const busy = pendingAction !== undefined;
  // Several rows carry the same buttons; the hidden name tells them apart out of context.
  const actionButton = (action: ManagerAction, onClick: () => void, tone: 'secondary' | 'critical') => (
    <Button tone={tone} size="sm" loading={pendingAction === action} disabled={busy} onClick={onClick}>
      {pendingAction === action ? busyLabels[action] : labels[action]}
      <VisuallyHidden> {manager.name}</VisuallyHidden>
    </Button>
  );

  return (
    <li className={styles.row}>
      <div className={styles.identity}>
        <p className={styles.name}>{manager.name}</p>
        <p className={styles.email}>{manager.email}</p>
        <div className={styles.badges}>
          <Badge size="sm" tone={manager.role === 'super' ? 'info' : 'neutral'}>
            {managerRoleLabels[manager.role]}
          </Badge>
          <StatusBadge status={manager.status} size="sm" />
          {manager.mfa_enabled ? (
            <Badge size="sm" tone="positive" icon={<ShieldIcon />}>
              2-Step On
            </Badge>
          ) : null}
        </div>
        {onTakesLeadsChange ? (
          <div className={styles.takesLeads}>
            <Checkbox
              label={
                <>
                  Takes New Leads<VisuallyHidden> ({manager.name})</VisuallyHidden>
                </>
              }
              // Round robin passes over inactive managers, whatever their box says.
              hint={manager.status === 'inactive' ? 'Only once active again' : undefined}
              checked={manager.takes_leads ?? false}
              disabled={takesLeadsSaving}
              onChange={(event) => onTakesLeadsChange(event.target.checked)}
            />
            {/* Always in the row, so 'Saving...' is announced when it appears; level with the label as on the team's two-step box. */}
            <span role="status" className={checkboxSpinner}>
              {takesLeadsSaving ? <Spinner size="sm" label="Saving..." /> : null}
            </span>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        {manager.status === 'inactive' ? actionButton('activate', onActivate, 'secondary') : null}
        {manager.status === 'active' && !protectedManager ? actionButton('deactivate', onDeactivate, 'secondary') : null}
        {manager.mfa_enabled ? actionButton('resetMfa', onResetMfa, 'secondary') : null}
        {!protectedManager ? actionButton('delete', onDelete, 'critical') : null}
        {protectedManager && manager.status === 'active' ? <p className={styles.note}>The only active Super Admin</p> : null}
      </div>
      {error ? (
        <div className={styles.message}>
          <InlineMessage tone="error">{error}</InlineMessage>
        </div>
      ) : null}
    </li>
  );
}
