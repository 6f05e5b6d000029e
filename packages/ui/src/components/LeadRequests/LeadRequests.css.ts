import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListRow, adminListTitle } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = adminList;

export const row = style([
  adminListRow,
  { display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.lg}`, minWidth: 0 },
]);

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const when = style([adminListTitle, { fontSize: vars.font.size.sm }]);

export const details = adminListDetails;

/** A request's fields: the label above its value on a phone, beside it from a tablet up. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(7rem, 1fr) minmax(0, 3fr)', columnGap: vars.space.lg } },
});

export const fieldLabel = style({ ...textStyle.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

// As sent: line breaks kept, a long word wrapped rather than widen the page.
export const fieldValue = style({ margin: 0, ...textStyle.sm, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const notGiven = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** The lead's value and the request's, one above the other. */
export const side = style({ display: 'block' });

export const sideLabel = style({ color: vars.color.textMuted });

/** What the repeat request says instead, highlighted. */
export const requestValue = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSoft,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});
