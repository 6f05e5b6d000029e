import type { StyleRule } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

/**
 * The body text sizes, each a font size with the line height that goes with it: the Text component's `size`
 * variants, and any component text set at one of those sizes (spread into its style, weight and colour beside it).
 */
export const textStyle = {
  xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
  sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
  md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed },
} as const satisfies Record<TextSize, StyleRule>;

export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The face every heading shares; a level may set its own weight. */
export const headingFont = {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
} as const satisfies StyleRule;

/** The heading sizes: the Heading component's `level` variants, and any component text set at one of those sizes. */
export const headingStyle = {
  '1': { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.tight, '@media': { [media.desktop]: { fontSize: vars.font.size.display } } },
  '2': { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight, '@media': { [media.desktop]: { fontSize: vars.font.size.xxxl } } },
  '3': { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug },
  '4': { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug, fontWeight: vars.font.weight.semibold },
} as const satisfies Record<HeadingLevel, StyleRule>;
