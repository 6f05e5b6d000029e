import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';

export const fieldMessageTones = ['hint', 'critical'] as const;
export type FieldMessageTone = (typeof fieldMessageTones)[number];

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  verticalAlign: 'top',
});

export const fullWidth = style({ display: 'flex', width: '100%' });

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const requiredMark = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  ...textStyle.sm,
});

export const messageTone = styleVariants({
  hint: { color: vars.color.textMuted },
  critical: { color: vars.color.critical, fontWeight: vars.font.weight.medium },
} satisfies Record<FieldMessageTone, object>);

// Nudges the 16px icon onto the first line's centre, so it stays there when the message wraps.
export const messageIcon = style({ display: 'flex', flexShrink: 0, paddingTop: vars.space.xxs });

const criticalEdge = `inset 0 0 0 1px ${vars.color.critical}`;

/** The box every text-like control shares (text field, textarea, select), sized like a medium Button. */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  // 16px at least: iOS Safari zooms the page into any focused control with smaller text.
  ...textStyle.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([aria-invalid="true"])': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    // The doubled edge makes the error readable without relying on colour alone.
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: criticalEdge },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `${criticalEdge}, ${vars.shadow.focus}` },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});
