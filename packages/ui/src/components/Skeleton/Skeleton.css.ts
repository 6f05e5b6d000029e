import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const bone = style({
  display: 'block',
  // A placeholder given a fixed width still fits a narrow screen.
  maxWidth: '100%',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} calc(${vars.motion.duration.slow} * 3) ${vars.motion.easing.standard} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
});

export const shape = styleVariants({
  text: { width: '100%', height: vars.font.size.md, borderRadius: vars.radius.sm },
  block: { width: '100%', height: vars.space.huge, borderRadius: vars.radius.md },
  circle: { width: vars.size.controlMd, height: vars.size.controlMd, borderRadius: vars.radius.full, flexShrink: 0 },
} satisfies Record<SkeletonShape, object>);

// Line pitch of body text (16px bar + 8px gap = 24px), so the placeholder is as tall as the text it stands for.
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', maxWidth: '100%' });

export const lastLine = style({ width: '60%' });
