import { style } from '@vanilla-extract/css';
import { headingStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

/** 16:9 is reserved before anything loads, so swapping the facade for the player moves nothing. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  containerType: 'inline-size',
});

/** A frame this narrow (a product card, a phone column) has no room for the title over the play button. */
const compact = '(max-width: 30rem)';

const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const player = fill;

export const facade = style([
  fill,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    padding: vars.space.xl,
    background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.surfaceInverse})`,
    color: vars.color.textInverse,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` } },
    '@container': {
      [compact]: { display: 'grid', gridTemplateRows: '1fr auto', justifyItems: 'center', alignItems: 'center', gap: vars.space.sm, padding: vars.space.md },
    },
  },
]);

export const poster = style([fill, { objectFit: 'cover' }]);

// Keeps the title readable over any poster.
export const scrim = style([fill, { background: `linear-gradient(to top, ${vars.color.overlay}, ${vars.color.overlay} 30%, transparent 70%)` }]);

export const playCircle = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${facade}:hover &`]: { transform: 'scale(1.08)' } },
  '@container': { [compact]: { width: vars.space.xxxl, height: vars.space.xxxl } },
});

// Along the bottom edge, over the darkest part of the scrim, clear of the play button.
export const title = style({
  position: 'absolute',
  insetInline: vars.space.xl,
  bottom: vars.space.lg,
  ...headingStyle['4'],
  textAlign: 'center',
  textWrap: 'balance',
  // In a compact frame the title takes its own row below the button instead.
  '@container': { [compact]: { position: 'relative', insetInline: 'auto', bottom: 'auto', fontSize: vars.font.size.sm } },
});
