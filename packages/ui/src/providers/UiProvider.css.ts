import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The themed root: base typography lives here, where the theme's variables are defined. */
export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});

// :where() keeps these base rules below any component class.
globalStyle(`:where(${root}) a`, { color: vars.color.link });
globalStyle(`:where(${root}) :focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
