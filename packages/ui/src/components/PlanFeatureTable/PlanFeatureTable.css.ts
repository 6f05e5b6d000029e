import { style } from '@vanilla-extract/css';
import { headingStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.font.size.md } },
});

export const caption = style({
  captionSide: 'top',
  paddingBottom: vars.space.lg,
  textAlign: 'start',
  ...headingStyle['3'],
  fontWeight: vars.font.weight.bold,
});

const cell = {
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  // Long values wrap inside their cell, so the table never needs sideways scrolling on a phone.
  overflowWrap: 'anywhere',
} as const;

export const columnHeader = style({
  ...cell,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const categoryHeader = style({
  ...cell,
  paddingTop: vars.space.xl,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const featureHeader = style({ ...cell, width: '55%', fontWeight: vars.font.weight.medium });

export const value = style({ ...cell, fontWeight: vars.font.weight.semibold });
