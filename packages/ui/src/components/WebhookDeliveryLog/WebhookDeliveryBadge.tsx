import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../icons/index.ts';
import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { dot } from '../StatusBadge/StatusBadge.css';
import { type WebhookDeliveryState, webhookDeliveryStateLabels, webhookDeliveryStateTones } from './webhookDelivery.ts';

const stateIcons: Record<WebhookDeliveryState, ReactNode> = {
  pending: <span className={dot} />,
  retrying: <span className={dot} />,
  delivered: <CheckIcon />,
  failed: <AlertIcon />,
};

export interface WebhookDeliveryBadgeProps {
  state: WebhookDeliveryState;
  size?: BadgeSize;
}

/** 'Pending', 'Retrying', 'Delivered' or 'Failed', each with its own icon. */
export function WebhookDeliveryBadge({ state, size }: WebhookDeliveryBadgeProps) {
  return (
    <Badge tone={webhookDeliveryStateTones[state]} size={size} icon={stateIcons[state]}>
      {webhookDeliveryStateLabels[state]}
    </Badge>
  );
}
