import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { headingFont, headingStyle } from '../../styles/textStyle.ts';

export { type HeadingLevel, headingLevels } from '../../styles/textStyle.ts';

export const headingAligns = ['start', 'center'] as const;
export type HeadingAlign = (typeof headingAligns)[number];

export const base = style({
  margin: 0,
  ...headingFont,
  color: 'inherit',
  textWrap: 'balance',
});

export const level = styleVariants(headingStyle);

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' } } satisfies Record<HeadingAlign, StyleRule>);
