import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
});

// Keeps a long e-mail address from pushing the panel wider than a phone screen.
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: vars.size.textMax, overflowWrap: 'anywhere' });
