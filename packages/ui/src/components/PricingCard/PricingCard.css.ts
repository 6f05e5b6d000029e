import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const highlighted = style({ borderColor: vars.color.brand, boxShadow: vars.shadow.lg });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const priceBlock = style({ display: 'grid', gap: vars.space.xs });

export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

export const amount = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const secondary = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const features = style({ flexGrow: 1 });
