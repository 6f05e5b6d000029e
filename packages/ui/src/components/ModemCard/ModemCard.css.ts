import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const spec = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const specLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const specValue = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const bands = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const bandRegion = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const bandList = style({ margin: 0 });
