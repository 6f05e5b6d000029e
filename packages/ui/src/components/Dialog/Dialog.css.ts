import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { headingFont, headingStyle, textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';
import { overlayLayer } from '../Portal/layer.css';

export const dialogSizes = ['sm', 'md'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const contentIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const contentOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

// Radix keeps closing parts mounted until their exit animation ends; `none` lets them unmount at once.
const stillUnderReducedMotion = { '@media': { [media.reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } } };

export const overlay = style([
  overlayLayer,
  {
    position: 'fixed',
    inset: 0,
    background: vars.color.overlay,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
    ...stillUnderReducedMotion,
  },
]);

export const content = style([
  overlayLayer,
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    paddingBottom: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${contentIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}` },
      '&[data-state="closed"]': { animation: `${contentOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
    ...stillUnderReducedMotion,
  },
]);

// Structural widths: a short confirmation reads best narrow, a form needs room for two buttons and a label.
export const size = styleVariants({
  sm: { maxWidth: '28rem' },
  md: { maxWidth: '36rem' },
} satisfies Record<DialogSize, object>);

// The right padding keeps a long title clear of the close button in the corner.
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xl} calc(${vars.space.xl} + ${vars.size.controlSm}) ${vars.space.md} ${vars.space.xl}`,
});

export const title = style({
  margin: 0,
  ...headingFont,
  ...headingStyle['3'],
});

export const description = style({ margin: 0, color: vars.color.textMuted, ...textStyle.md });

// Last in the DOM but drawn in the corner, so opening focuses the dialog's first field or action, not Close.
export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutralSoft, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

// Only the body scrolls, so the title and close button stay in view on short screens; the top padding
// leaves room for the first field's focus ring, which the overflow would otherwise clip.
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.xs} ${vars.space.xl} 0`,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: `${vars.space.sm} 0 ${vars.space.xs}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
