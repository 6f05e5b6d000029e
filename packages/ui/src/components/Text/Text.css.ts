import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['default', 'muted', 'critical', 'positive', 'inverse', 'brand'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const base = style({ margin: 0 });

export const size = styleVariants({
  xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
  sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
  md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed },
} satisfies Record<TextSize, object>);

export const tone = styleVariants({
  // Inherits, so text on an inverse or brand surface takes that surface's text colour.
  default: { color: 'inherit' },
  muted: { color: vars.color.textMuted },
  critical: { color: vars.color.critical },
  positive: { color: vars.color.positive },
  inverse: { color: vars.color.textInverse },
  brand: { color: vars.color.brand },
} satisfies Record<TextTone, object>);

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  semibold: { fontWeight: vars.font.weight.semibold },
  bold: { fontWeight: vars.font.weight.bold },
} satisfies Record<TextWeight, object>);

export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } });

/** Clamp to N lines with an ellipsis (blog card titles and excerpts). */
export const clamp = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' });
