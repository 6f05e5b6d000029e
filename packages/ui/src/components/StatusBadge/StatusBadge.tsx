import type { BadgeSize, BadgeTone } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import type { StatusBadgeStatus } from './StatusBadge.css';
import { dot } from './StatusBadge.css';

/** Which badge tone each status reads as; the text, not the colour, carries the meaning. */
export const statusBadgeTones = {
  active: 'positive',
  inactive: 'neutral',
  expired: 'critical',
  revoked: 'critical',
  pending: 'caution',
} as const satisfies Record<StatusBadgeStatus, BadgeTone>;

/** The capitalised status: 'Active', 'Inactive', 'Expired', 'Revoked', 'Pending'. */
export const statusBadgeLabels = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  revoked: 'Revoked',
  pending: 'Pending',
} as const satisfies Record<StatusBadgeStatus, string>;

export interface StatusBadgeProps {
  status: StatusBadgeStatus;
  size?: BadgeSize;
}

/** A demo URL's or a manager's status as a pill with a dot. */
export function StatusBadge({ status, size }: StatusBadgeProps) {
  return (
    <Badge tone={statusBadgeTones[status]} size={size} icon={<span className={dot} />}>
      {statusBadgeLabels[status]}
    </Badge>
  );
}
