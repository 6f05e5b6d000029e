import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  alignItems: 'baseline',
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const term = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const detail = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  ...textStyle.xs,
});

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const note = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, ...textStyle.sm });

export const noteIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });
