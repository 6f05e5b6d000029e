import { style } from '@vanilla-extract/css';
import { adminList, adminListDetails, adminListRow } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = adminList;

export const note = style([adminListRow, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.md} ${vars.space.lg}` }]);

export const byline = adminListDetails;

// Kept as typed: line breaks and runs of spaces stay, and a long unbroken word wraps rather than widen the page.
export const text = style({ margin: 0, ...textStyle.md, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
