import { style, styleVariants } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  ...textStyle.sm,
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const itemState = styleVariants({
  met: { color: vars.color.positive, fontWeight: vars.font.weight.medium },
  unmet: { color: vars.color.textMuted },
});

// One line of text tall, so the icon stays on the first line's centre if the label wraps.
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
});
