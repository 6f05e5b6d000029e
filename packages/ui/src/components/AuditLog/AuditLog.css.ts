import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const list = adminList;

export const row = style([adminListRow, { display: 'grid', gap: vars.space.xxs, padding: `${vars.space.md} ${vars.space.lg}` }]);

export const what = adminListTitle;

export const details = adminListDetails;
