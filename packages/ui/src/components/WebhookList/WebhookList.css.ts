import { style } from '@vanilla-extract/css';
import { adminList, adminListActionRow, adminListDetails } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const list = adminList;

// The actions go under the endpoint at every width: five buttons beside a long address would wrap or not by a pixel.
export const row = style([
  adminListActionRow,
  { alignItems: 'start', '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: `${vars.space.lg} ${vars.space.xl}` } } },
]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

// Addresses are long and unbroken; they wrap anywhere rather than widen the row on phones.
export const url = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  ...textStyle.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const eventName = style({ fontFamily: vars.font.family.mono });

export const details = adminListDetails;

export const message = style({ gridColumn: '1 / -1' });

/** The address a confirmation is about, on its own line above the question. */
export const confirmUrl = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontFamily: vars.font.family.mono,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
