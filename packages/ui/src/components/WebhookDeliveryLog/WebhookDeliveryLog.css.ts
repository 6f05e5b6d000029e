import { style } from '@vanilla-extract/css';
import { adminList, adminListActionRow, adminListDetails } from '../../styles/adminList.css';
import { focusRing } from '../../styles/focusRing.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = adminList;

export const row = style([adminListActionRow, { alignItems: 'start' }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const eventType = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const details = adminListDetails;

export const mono = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });

export const message = style({ gridColumn: '1 / -1' });

export const log = style({ gridColumn: '1 / -1', minWidth: 0 });

export const summary = style({
  width: 'fit-content',
  borderRadius: vars.radius.sm,
  ...textStyle.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.link,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const attempts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const attempt = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const attemptLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  ...textStyle.sm,
  color: vars.color.textMuted,
});

export const attemptNumber = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const attemptError = style({ margin: 0, ...textStyle.sm, color: vars.color.critical, overflowWrap: 'anywhere' });

// The receiver's own words, as they came: bounded, scrolled within, and wrapped so a phone never scrolls sideways.
export const excerpt = style({
  margin: 0,
  maxHeight: '10rem',
  overflow: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  ...textStyle.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});
