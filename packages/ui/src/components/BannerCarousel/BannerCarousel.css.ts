import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

/** The current slide's position and the length of the move; set from props. */
export const slideIndex = createVar();
export const moveDuration = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.xl });

export const track = style({
  display: 'flex',
  transform: `translateX(calc(${slideIndex} * -100%))`,
  transition: `transform ${moveDuration} ${vars.motion.easing.standard}`,
});

export const slide = style({ flex: '0 0 100%', minWidth: 0, display: 'flex', flexDirection: 'column' });

export const panel = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  background: `linear-gradient(120deg, ${vars.color.brand}, ${vars.color.surfaceInverse})`,
  color: vars.color.onBrand,
  '@media': { [media.tablet]: { padding: `${vars.space.xxxl} ${vars.space.huge}` } },
});

export const panelText = style({ maxWidth: vars.size.textMax });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm });

export const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': focusRing,
  },
});

export const dots = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

// The button is a comfortable target (WCAG 2.5.8); the dot inside it is only what shows.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: vars.space.xl, background: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});
