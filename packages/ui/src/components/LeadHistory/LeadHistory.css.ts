import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = adminList;

export const row = style([adminListRow, { display: 'grid', gap: vars.space.xxs, padding: `${vars.space.md} ${vars.space.lg}` }]);

export const what = style([adminListTitle, { fontSize: vars.font.size.sm }]);

export const details = adminListDetails;
