import type { LeadStatus } from '@fleet/api-client';
import type { ReactNode } from 'react';
import { CheckCircleIcon, CheckIcon, CloseIcon, PhoneIcon } from '../../icons/index.ts';
import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { dot } from '../StatusBadge/StatusBadge.css';
import { leadStatusLabels, leadStatusTones } from './leadStatus.ts';

// A shape per status as well as a colour, so two statuses never differ by colour alone.
const statusIcons: Record<LeadStatus, ReactNode> = {
  new: <span className={dot} />,
  contacted: <PhoneIcon />,
  qualified: <CheckIcon />,
  won: <CheckCircleIcon />,
  lost: <CloseIcon />,
};

export interface LeadStatusBadgeProps {
  status: LeadStatus;
  size?: BadgeSize;
}

/** A lead's status as a pill: New, Contacted, Qualified, Won or Lost. */
export function LeadStatusBadge({ status, size }: LeadStatusBadgeProps) {
  return (
    <Badge tone={leadStatusTones[status]} size={size} icon={statusIcons[status]}>
      {leadStatusLabels[status]}
    </Badge>
  );
}
