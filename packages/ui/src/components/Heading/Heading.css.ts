import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const base = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  color: 'inherit',
  textWrap: 'balance',
});

export const level = styleVariants({
  '1': { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.tight, '@media': { [media.desktop]: { fontSize: vars.font.size.display } } },
  '2': { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight, '@media': { [media.desktop]: { fontSize: vars.font.size.xxxl } } },
  '3': { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug },
  '4': { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug, fontWeight: vars.font.weight.semibold },
} satisfies Record<HeadingLevel, object>);

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' } });
