import type { ExpiryTone } from '@fleet/rules';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'grid',
  // Scrolled to through its anchor, the row stops clear of the top edge.
  scrollMarginTop: vars.space.xxxl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    // Reached from a lead ('View in Demo URLs'), the row is focused (or targeted, on a full page load): the focus ring marks it.
    '&:target, &:focus': { ...focusRing, borderColor: vars.color.focus },
  },
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', columnGap: vars.space.xl, padding: vars.space.xl },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const titleLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const email = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  ...textStyle.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const expiry = styleVariants({
  expired: { color: vars.color.critical, fontWeight: vars.font.weight.semibold },
  soon: { color: vars.color.caution, fontWeight: vars.font.weight.medium },
  later: { color: vars.color.textMuted },
} satisfies Record<ExpiryTone, object>);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family.mono,
  ...textStyle.sm,
  color: vars.color.link,
  // Tokens are long and unbroken; let them wrap anywhere rather than widen the row on phones.
  wordBreak: 'break-all',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const leadLink = style({
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const linkIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { justifyContent: 'flex-end' } },
});

export const message = style({ gridColumn: '1 / -1' });
