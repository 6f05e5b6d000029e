import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { requestedAgainLabel } from './leadRequest.ts';

export interface RequestedAgainBadgeProps {
  /** The requests the lead stands for; nothing is shown for 1. */
  count: number;
  size?: BadgeSize;
}

/** 'Requested Again' or 'Requested 3 Times': the person asked again while the lead was open. */
export function RequestedAgainBadge({ count, size }: RequestedAgainBadgeProps) {
  const label = requestedAgainLabel(count);
  return label ? (
    <Badge tone="info" size={size}>
      {label}
    </Badge>
  ) : null;
}
