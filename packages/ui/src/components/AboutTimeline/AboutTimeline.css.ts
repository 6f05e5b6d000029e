import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timeline = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The line runs through the centre of every marker.
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: vars.space.sm,
    insetInlineStart: `calc(${vars.space.md} / 2 - 1px)`,
    width: '2px',
    background: vars.color.border,
  },
});

// The indent sits on each entry: the reset's `ol[role="list"]` rule outranks a class for the list's own padding.
export const entry = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xxl,
});

export const marker = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: 0,
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.brandSoft}`,
});

export const year = style({
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const text = style({ maxWidth: vars.size.textMax });
