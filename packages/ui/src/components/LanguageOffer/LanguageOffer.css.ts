import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// Fixed at the bottom: shown after the page has painted, it must not push anything the visitor is reading.
export const offer = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { insetInline: 'auto', insetInlineEnd: vars.space.xl, bottom: vars.space.xl, maxWidth: 480 } },
});

export const text = style({ margin: 0, flex: 1, fontSize: vars.font.size.sm, selectors: { '&[hidden]': { display: 'none' } } });

export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': focusRing },
});

export const dismiss = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' }, '&:focus-visible': focusRing },
});
