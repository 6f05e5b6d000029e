import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const statusBadgeStatuses = ['active', 'inactive', 'expired', 'revoked', 'pending'] as const;
export type StatusBadgeStatus = (typeof statusBadgeStatuses)[number];

export const dot = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
