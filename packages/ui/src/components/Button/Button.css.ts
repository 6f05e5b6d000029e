import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'critical', 'inverse'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const filled = (background: string, hover: string, text: string) => ({
  background,
  color: text,
  selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: hover } },
});

export const tone = styleVariants({
  primary: filled(vars.color.brand, vars.color.brandHover, vars.color.onBrand),
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandSoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.neutralSoft } },
  },
  critical: filled(vars.color.critical, vars.color.criticalHover, vars.color.onBrand),
  inverse: filled(vars.color.accent, vars.color.accentHover, vars.color.onAccent),
} satisfies Record<ButtonTone, object>);

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
  md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
  lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
} satisfies Record<ButtonSize, object>);

// A full-width button's label wraps rather than running off a phone's screen.
export const fullWidth = style({ width: '100%', whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs });
