import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** The label and the value on a line (the label wrapping, the value kept whole at the end), the bar under them. */
export const bar = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xxs} ${vars.space.md}` });

export const label = style({ ...textStyle.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const value = style({
  ...textStyle.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const detail = style({ ...textStyle.xs, color: vars.color.textMuted, gridColumn: '1 / -1' });

export const track = style({
  display: 'block',
  gridColumn: '1 / -1',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.brand, minWidth: '2px' });
