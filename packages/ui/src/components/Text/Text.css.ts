import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export { type TextSize, textSizes } from '../../styles/textStyle.ts';

export const textTones = ['default', 'muted', 'critical', 'positive', 'inverse', 'brand'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const base = style({ margin: 0 });

export const size = styleVariants(textStyle);

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

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} satisfies Record<TextAlign, StyleRule>);

/** Clamp to N lines with an ellipsis (blog card titles and excerpts). */
export const clamp = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' });
