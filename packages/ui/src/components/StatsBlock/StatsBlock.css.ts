import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});

// Two columns at every width; minmax(0, …) lets a long number shrink its column instead of overflowing.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.tablet]: { gap: vars.space.xl } },
});

export const stat = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, textAlign: 'center' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

// The figure reads after its label (dt then dd) but shows above it.
export const figure = style({
  order: -1,
  margin: 0,
  maxWidth: '100%',
  color: vars.color.brand,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size.xxxl } },
});

// Exactly one line of the figure's own type, so swapping in the number moves nothing.
export const placeholder = style({ display: 'block', width: '5ch', height: `calc(${vars.font.lineHeight.tight} * 1em)` });

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  ...textStyle.sm,
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  ...textStyle.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});
