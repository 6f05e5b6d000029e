import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** Shared by the navigation and the account's Change Password link so both read as one family. */
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.font.weight.semibold,
      // The bar keeps "current" visible without relying on colour alone.
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
