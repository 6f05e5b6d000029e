import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  // Narrow side padding on phones keeps '10,000+' on one line down to 320px wide.
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

// The figure reads after its label (dt then dd) but shows above it.
export const figure = style({
  order: -1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size.xxxl } },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });
