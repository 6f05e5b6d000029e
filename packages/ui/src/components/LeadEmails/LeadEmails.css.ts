import { style } from '@vanilla-extract/css';
import { adminList, adminListActionRow, adminListDetails, adminListTitle } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = adminList;

export const row = style([adminListActionRow, { alignItems: 'start' }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const subject = adminListTitle;

export const details = adminListDetails;

/** The state's badge and what follows it, read as one ('Failed after 10 attempts · queued …'), wrapping as one line of text. */
export const stateLine = adminListDetails;

// The mail server's own words, kept as they came (line breaks included) and wrapped anywhere: a reply may hold a long address.
export const lastError = style({
  margin: 0,
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  ...textStyle.xs,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const lastErrorLabel = style({ fontFamily: vars.font.family.body, fontWeight: vars.font.weight.semibold, color: vars.color.critical });

export const message = style({ gridColumn: '1 / -1' });
