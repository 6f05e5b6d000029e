import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';
import { overlayLayer } from '../Portal/layer.css';

export const dropdownMenuItemTones = ['neutral', 'critical'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

const menuIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } });
const menuOut = keyframes({ from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } });

export const content = style([
  overlayLayer,
  {
    // Structural: wide enough for 'Caught On …'-length labels, never narrower than its trigger.
    minWidth: 'max(12rem, var(--radix-dropdown-menu-trigger-width))',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    // Room for the items' focus ring, which the overflow would otherwise clip.
    padding: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.font.size.sm,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${menuIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${menuOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
    // Radix keeps a closing menu mounted until its exit animation ends; `none` lets it unmount at once.
    '@media': { [media.reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
  },
]);

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.neutralSoft },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const tone = styleVariants({
  neutral: {},
  critical: { color: vars.color.critical, selectors: { '&[data-highlighted]': { background: vars.color.criticalSoft } } },
} satisfies Record<DropdownMenuItemTone, object>);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/** Checkbox and radio items keep a column for their tick, so their labels line up whether ticked or not. */
export const choiceItem = style([item, { paddingLeft: `calc(${vars.space.sm} + ${vars.size.icon} + ${vars.space.sm})` }]);

export const indicator = style({ position: 'absolute', left: vars.space.sm, display: 'inline-flex' });

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border });
