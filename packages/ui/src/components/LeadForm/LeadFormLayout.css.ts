import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

/** The form first; from desktop width the notes sit beside it in a narrower column. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const step = style({
  paddingInlineStart: vars.space.xs,
  selectors: { '&::marker': { color: vars.color.brand, fontWeight: vars.font.weight.bold } },
});

// An address is one long word: let it break anywhere rather than widen the column on a phone.
export const emailLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});
