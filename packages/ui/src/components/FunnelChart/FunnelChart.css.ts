import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const step = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xxs} ${vars.space.md}` });

export const label = style({ ...textStyle.sm, color: vars.color.text });

export const value = style({
  ...textStyle.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** The step's bar, centred, as wide as its share of the first step. */
export const track = style({ display: 'flex', justifyContent: 'center', gridColumn: '1 / -1', height: '16px' });

export const fill = style({ display: 'block', height: '100%', minWidth: '2px', borderRadius: vars.radius.sm, background: vars.color.brand });

export const conversion = style({ ...textStyle.xs, gridColumn: '1 / -1', color: vars.color.textMuted });
