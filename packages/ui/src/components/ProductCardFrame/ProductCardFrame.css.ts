import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flexGrow: 1, padding: vars.space.xl });

export const description = style({ margin: 0, color: vars.color.textMuted });

// Price and actions sit at the bottom so cards in a row line up.
export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: 'auto', paddingTop: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const detailLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const detailGroup = style({ display: 'grid', gap: vars.space.xs });

export const bulletList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm });

export const bullet = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, color: vars.color.text });

export const bulletIcon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: vars.space.xxs, color: vars.color.positive });

export const bulletHighlight = style({ fontWeight: vars.font.weight.semibold });
