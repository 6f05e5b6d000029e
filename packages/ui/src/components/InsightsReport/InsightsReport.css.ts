import { style } from '@vanilla-extract/css';
import { headingStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** The period's chips, and the custom range's two dates under them. */
export const range = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const customRange = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const totalLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const totalValue = style({
  margin: 0,
  ...headingStyle['3'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** Charts two abreast from a desktop's width, one under the other before. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A chart as wide as the page. */
export const wide = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } });
