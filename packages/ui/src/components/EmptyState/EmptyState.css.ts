import { globalStyle, style } from '@vanilla-extract/css';
import { headingStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
});

// The icon fills its disc the same way whatever size the caller's icon was made at.
globalStyle(`${icon} > svg`, { width: vars.size.icon, height: vars.size.icon });

export const title = style({
  margin: 0,
  ...headingStyle['4'],
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.textMax,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });
