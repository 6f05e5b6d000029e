import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing.ts';
import { textStyle } from './textStyle.ts';

/** A list page of the admin (the leads, the audit log): its header, filters, list and pager one under another. */
export const adminListPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** A list's filters, one under another on a phone; each list lays them side by side from a tablet up. */
export const adminListFilters = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, alignItems: 'end' });

/** The admin's bordered lists (the team, your sessions, the audit log): one box, rows split by a line. */
export const adminList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const adminListRow = style({ selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } } });

/** A row with what it names on the left and its actions on the right (stacked on a phone). */
export const adminListActionRow = style([
  adminListRow,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    padding: vars.space.lg,
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.xl } },
  },
]);

/** A row's headline: a name, a browser, an event. */
export const adminListTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The quieter line under it. */
export const adminListDetails = style({
  margin: 0,
  ...textStyle.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A row's headline as a link to its page (a lead's name, a client's e-mail): the title, in link colour. */
export const adminListLink = style({
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
