import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const unitPrice = style({
  margin: 0,
  color: vars.color.textMuted,
  ...textStyle.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, alignItems: 'end' });

// Lets the card fill its grid cell, so the cards of one row are equally tall.
export const group = style({ display: 'grid' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
