import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** The status chips, and the sort beside them on wide screens (below them on phones). */
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.desktop]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const sort = style({ flexShrink: 0, minWidth: '12rem' });
