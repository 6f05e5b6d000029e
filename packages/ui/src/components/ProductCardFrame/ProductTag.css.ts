import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const productTagTones = ['neutral', 'brand', 'positive', 'caution', 'accent'] as const;
export type ProductTagTone = (typeof productTagTones)[number];

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.text },
  brand: { background: vars.color.brandSoft, color: vars.color.brand },
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
} satisfies Record<ProductTagTone, object>);

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
