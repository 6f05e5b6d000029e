import { style, styleVariants } from '@vanilla-extract/css';
import { belowStickyBar } from '../../styles/belowStickyBar.ts';
import { vars } from '../../theme/contract.css';

export const cardTones = ['default', 'muted', 'inverse', 'brand'] as const;
export type CardTone = (typeof cardTones)[number];

export const base = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  minWidth: 0,
  // A card can be an anchor's target (its id).
  scrollMarginTop: belowStickyBar,
});

export const tone = styleVariants({
  default: { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
  muted: { background: vars.color.surfaceMuted, color: vars.color.text, borderColor: 'transparent' },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse, borderColor: 'transparent' },
  brand: { background: vars.color.brand, color: vars.color.onBrand, borderColor: 'transparent' },
} satisfies Record<CardTone, object>);

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const padding = styleVariants({
  none: { padding: 0, overflow: 'hidden' },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
} satisfies Record<CardPadding, object>);
