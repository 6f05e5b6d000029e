import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.xl } },
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const description = style({
  margin: 0,
  maxWidth: vars.size.textMax,
  ...textStyle.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
