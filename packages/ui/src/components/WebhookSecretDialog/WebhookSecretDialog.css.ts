import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const secretRow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

// The secret is one long token: it wraps anywhere, and a click selects it whole for copying by hand.
export const secret = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  ...textStyle.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const howTo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, ...textStyle.sm, color: vars.color.textMuted });

export const howToTitle = style({ margin: 0, ...textStyle.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const paragraph = style({ margin: 0 });

export const headers = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const code = style({ fontFamily: vars.font.family.mono, color: vars.color.text, overflowWrap: 'anywhere' });
