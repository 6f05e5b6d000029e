import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover:not([aria-checked="true"])': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&[aria-checked="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': focusRing,
  },
});
