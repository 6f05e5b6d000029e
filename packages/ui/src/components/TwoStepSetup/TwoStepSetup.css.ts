import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

// Structural width: as wide as the Change Password card it sits under, so the account page reads as one column.
export const card = style({ width: '100%', maxWidth: '28rem' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const statusLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The muted monospace box a key or codes are read from and copied out of. */
export const codeBox = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  ...textStyle.md,
});
