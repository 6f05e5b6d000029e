import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const hero = style({
  paddingBlock: vars.space.xxxl,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.background})`,
  color: vars.color.text,
  '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const overview = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const eyebrow = style({
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const subText = style({
  maxWidth: vars.size.textMax,
  color: vars.color.textMuted,
  ...textStyle.lg,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const video = style({ width: '100%', maxWidth: vars.size.textMax, marginInline: 'auto' });
