import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// The same box whether the price is shown or still loading, so nothing below it moves.
export const price = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

const pulse = keyframes({ '50%': { background: vars.color.skeletonShine } });

export const placeholder = style({
  display: 'block',
  width: '8ch',
  height: vars.font.size.xl,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
