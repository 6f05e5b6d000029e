import { formatNumber } from '@fleet/rules';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../icons/index.ts';
import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { dot } from '../StatusBadge/StatusBadge.css';
import { type ResponseState, responseStateLabels, responseStateTones } from './responseState.ts';

const stateIcons: Record<ResponseState, ReactNode> = { unworked: <span className={dot} />, overdue: <AlertIcon /> };

export interface ResponseBadgeProps {
  state: ResponseState;
  size?: BadgeSize;
  /** Shown instead of the label where a column header already names the state (the response panel's Overdue column). */
  count?: number;
}

/** 'Overdue' (unworked past the response target) or 'Unworked', each with its own icon. */
export function ResponseBadge({ state, size, count }: ResponseBadgeProps) {
  return (
    <Badge tone={responseStateTones[state]} size={size} icon={stateIcons[state]}>
      {count === undefined ? responseStateLabels[state] : formatNumber(count)}
    </Badge>
  );
}
