import { style } from '@vanilla-extract/css';
import { adminList, adminListActionRow, adminListDetails, adminListTitle } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const list = adminList;

export const row = style([adminListActionRow, { '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xl}` } } }]);

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = adminListTitle;

export const email = adminListDetails;

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, paddingTop: vars.space.xs });

export const takesLeads = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, paddingTop: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});

export const note = style({ margin: 0, ...textStyle.xs, color: vars.color.textMuted });

export const message = style({ gridColumn: '1 / -1' });
