import { keyframes, style } from '@vanilla-extract/css';
import { headingStyle, textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const value = style({
  margin: 0,
  ...headingStyle['2'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const description = style({ margin: 0, ...textStyle.xs, color: vars.color.textMuted });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/** One line of the number's own type, so the loaded card is exactly as tall as the loading one. */
export const skeleton = style({
  display: 'block',
  width: '4ch',
  height: `calc(${vars.font.lineHeight.tight} * 1em)`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
