import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

/** Every card's picture, its placeholder and its skeleton share one frame, so a list never jumps as images arrive. */
export const media16x9 = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const placeholder = style([
  media16x9,
  {
    display: 'grid',
    placeItems: 'center',
    background: `linear-gradient(135deg, ${vars.color.neutralSoft}, ${vars.color.surfaceMuted})`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
]);

/** Fills the card so 'Read More' lines up along a row of cards of different lengths. */
export const layout = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexGrow: 1,
  padding: vars.space.lg,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** The heading keeps its own element; this inner box carries the 2-line clamp. */
export const titleClamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The date and, for a post in another language, that language's mark beside it. */
export const dateAndLanguage = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
