import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

// As tall as the label's first line, so the box stays beside it when the label wraps.
export const boxFrame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

export const input = style({
  appearance: 'none',
  display: 'block',
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:checked:hover:not(:disabled)': { background: vars.color.brandHover, borderColor: vars.color.brandHover },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]:not(:checked)': { borderColor: vars.color.critical, background: vars.color.criticalSoft },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const tick = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onBrand,
  opacity: 0,
  pointerEvents: 'none',
  selectors: { [`${input}:checked + &`]: { opacity: 1 } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  color: vars.color.text,
  ...textStyle.md,
  cursor: 'pointer',
  selectors: { [`${root}:has(${input}:disabled) &`]: { color: vars.color.textMuted, cursor: 'not-allowed' } },
});
