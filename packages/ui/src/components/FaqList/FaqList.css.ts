import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { headingStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const item = style({ borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  ...headingStyle['4'],
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  paddingInline: vars.space.xs,
  paddingBottom: vars.space.lg,
  maxWidth: vars.size.textMax,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});
