import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const list = adminList;

export const row = style([
  adminListRow,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    padding: vars.space.lg,
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.xl } },
  },
]);

export const device = style([adminListTitle, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }]);

export const details = adminListDetails;
