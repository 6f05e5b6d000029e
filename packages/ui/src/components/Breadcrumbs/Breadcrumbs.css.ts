import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

// Lines the chevron up with the first line of a crumb that wraps.
export const separator = style({ display: 'inline-flex', paddingTop: vars.space.xxs, color: vars.color.textMuted, flexShrink: 0 });

export const link = style({
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

// A long slug wraps inside the crumb instead of pushing the page sideways.
export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
