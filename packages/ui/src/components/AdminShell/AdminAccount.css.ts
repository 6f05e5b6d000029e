import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInline: vars.space.md, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// Long addresses have no spaces to break at; wrapping anywhere beats clipping what staff need to read.
export const email = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const signOut = style({ paddingInline: vars.space.xs });
