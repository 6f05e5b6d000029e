import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListFilters, adminListLink, adminListPage, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = adminListPage;

/**
 * The search and six choices: on a tablet the search across the top and two rows of three under it; on a desktop
 * the search as wide as two choices, then two rows of four.
 */
export const filters = style([
  adminListFilters,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const search = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'span 2' } } });

/** Clear filters on the left (when there are any), the export on the right. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const toolbarEnd = style({ marginInlineStart: 'auto' });

export const list = adminList;

/** Who and what on the left, where it stands on the right; stacked on a phone. */
export const row = style([
  adminListRow,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    padding: vars.space.lg,
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'start',
        columnGap: vars.space.xl,
        padding: `${vars.space.lg} ${vars.space.xl}`,
      },
    },
  },
]);

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const name = style([adminListTitle, { minWidth: 0 }]);

export const link = adminListLink;

export const details = adminListDetails;

/** The status, and 'Overdue' beside it when the lead waits too long. */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.tablet]: { justifyContent: 'flex-end' } } });

export const standing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [media.tablet]: { alignItems: 'flex-end', textAlign: 'end' } },
});
