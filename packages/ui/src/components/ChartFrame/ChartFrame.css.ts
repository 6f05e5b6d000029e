import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';
import { chartHeight } from './chartSize.ts';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ ...textStyle.md, fontWeight: vars.font.weight.semibold, color: vars.color.text });

/** Loading and empty take the drawing's height, so the page does not jump when the figures come. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: `${chartHeight}px`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  ...textStyle.sm,
  textAlign: 'center',
});

export const drawing = style({ minWidth: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...textStyle.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({ width: '12px', height: '12px', borderRadius: vars.radius.sm, flexShrink: 0 });
