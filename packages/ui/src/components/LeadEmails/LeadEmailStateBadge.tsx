import type { OutboxStatus } from '@fleet/api-client';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../icons/index.ts';
import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { dot } from '../StatusBadge/StatusBadge.css';
import { leadEmailStateLabels, leadEmailStateTones } from './leadEmail.ts';

const stateIcons: Record<OutboxStatus, ReactNode> = { pending: <span className={dot} />, sent: <CheckIcon />, failed: <AlertIcon /> };

export interface LeadEmailStateBadgeProps {
  state: OutboxStatus;
  size?: BadgeSize;
}

/** 'Pending', 'Sent' or 'Failed', each with its own icon. */
export function LeadEmailStateBadge({ state, size }: LeadEmailStateBadgeProps) {
  return (
    <Badge tone={leadEmailStateTones[state]} size={size} icon={stateIcons[state]}>
      {leadEmailStateLabels[state]}
    </Badge>
  );
}
