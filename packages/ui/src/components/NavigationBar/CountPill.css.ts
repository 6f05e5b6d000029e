import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  // Room for a six-digit count (dot, gap and padding included), kept while the count loads so the bar never shifts.
  minWidth: `calc(7ch + ${vars.space.sm} * 3 + ${vars.space.xs})`,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  ...textStyle.xs,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-empty]': { visibility: 'hidden' } },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
  flexShrink: 0,
});
