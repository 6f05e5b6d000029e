import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { chartHeight } from '../ChartFrame/chartSize.ts';

/** A fixed height: the chart takes its place before it is measured, and the page does not move. */
export const canvas = style({ display: 'block', width: '100%', height: `${chartHeight}px` });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.family.body,
  fontVariantNumeric: 'tabular-nums',
});

export const valueText = style({
  fill: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontFamily: vars.font.family.body,
});
