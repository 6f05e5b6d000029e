import { globalStyle, style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const media = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const placeholder = style([
  media,
  {
    display: 'grid',
    placeItems: 'center',
    background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceMuted})`,
    color: vars.color.brand,
  },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.xl });

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const location = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  ...textStyle.xs,
  fontWeight: vars.font.weight.medium,
});

globalStyle(`${placeholder} svg`, { width: vars.size.controlLg, height: vars.size.controlLg });
