import { style } from '@vanilla-extract/css';
import { adminList, adminListActionRow, adminListDetails, adminListTitle } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted, ...textStyle.sm });

export const list = adminList;

export const row = adminListActionRow;

export const device = style([adminListTitle, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }]);

export const details = adminListDetails;
