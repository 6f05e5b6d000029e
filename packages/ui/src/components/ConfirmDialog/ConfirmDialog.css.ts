import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const confirmDialogTones = ['primary', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  ...textStyle.sm,
  fontWeight: vars.font.weight.medium,
});

export const errorIcon = style({ flexShrink: 0, display: 'inline-flex', paddingTop: vars.space.xxs });
