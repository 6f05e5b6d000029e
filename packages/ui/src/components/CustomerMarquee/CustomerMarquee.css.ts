import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

/** Seconds for one full loop; the component scales it with the number of cards so the pace stays even. */
export const loopDuration = createVar();

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const toggle = style({ '@media': { [media.reducedMotion]: { display: 'none' } } });

export const viewport = style({
  overflow: 'hidden',
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.lg,
  // The mask reads only alpha, so any opaque token draws the fade at both edges.
  maskImage: `linear-gradient(to right, transparent, ${vars.color.text} ${vars.space.xxxl}, ${vars.color.text} calc(100% - ${vars.space.xxxl}), transparent)`,
  // A mask also hides the element's own shadow, so the fade gives way to the focus ring.
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, maskImage: 'none' } },
  '@media': {
    // Still content instead of motion: the visitor scrolls the row themselves.
    [media.reducedMotion]: { overflowX: 'auto', maskImage: 'none', scrollbarWidth: 'thin' },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} ${loopDuration} linear infinite`,
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &, ${viewport}[data-paused="true"] &`]: { animationPlayState: 'paused' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

// The end margin equals the gap, so the seam between the two copies looks like any other gap and
// translating by -50% lands exactly on the start of the second copy. (A margin, because the reset's
// `ul[role="list"]` padding rule outranks a class.)
export const list = style({
  display: 'flex',
  gap: vars.space.lg,
  margin: 0,
  marginInlineEnd: vars.space.lg,
  listStyle: 'none',
});

export const duplicate = style([list, { '@media': { [media.reducedMotion]: { display: 'none' } } }]);
