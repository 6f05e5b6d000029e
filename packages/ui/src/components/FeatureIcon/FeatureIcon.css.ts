import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const featureIconSizes = ['md', 'lg'] as const;
export type FeatureIconSize = (typeof featureIconSizes)[number];

export const base = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const size = styleVariants({
  md: { width: vars.size.controlMd, height: vars.size.controlMd },
  lg: { width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.lg },
} satisfies Record<FeatureIconSize, object>);

// Icons arrive as ready-made elements; the tile decides how big they draw.
globalStyle(`${size.lg} svg`, { width: `calc(${vars.size.icon} * 1.4)`, height: `calc(${vars.size.icon} * 1.4)` });
