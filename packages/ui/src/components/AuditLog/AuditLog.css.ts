import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListFilters, adminListPage, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = adminListPage;

export const filters = style([
  adminListFilters,
  { '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } } },
]);

export const list = adminList;

export const row = style([adminListRow, { display: 'grid', gap: vars.space.xxs, padding: `${vars.space.md} ${vars.space.lg}` }]);

export const what = adminListTitle;

export const details = adminListDetails;
