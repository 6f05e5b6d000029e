import { style } from '@vanilla-extract/css';
import { adminListDetails, adminListLink, adminListTitle } from '../../styles/adminList.css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const count = style({ margin: 0, ...textStyle.sm, color: vars.color.textMuted });

export const countValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` } },
});

export const email = style([adminListTitle, { fontSize: vars.font.size.sm }]);

export const details = adminListDetails;

export const leadLink = adminListLink;
