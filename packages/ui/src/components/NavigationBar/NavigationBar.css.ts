import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const navigationLayouts = ['bar', 'panel'] as const;
export type NavigationLayout = (typeof navigationLayouts)[number];

const focusVisible = { '&:focus-visible': focusRing };

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.tight,
  textDecoration: 'none',
  selectors: focusVisible,
});

export const logo = style({ display: 'inline-flex', flexShrink: 0 });

// The full bar needs the desktop width; below it a 'Menu' button takes over.
export const desktopOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'flex' } } });

export const actions = style([desktopOnly, { alignItems: 'center', gap: vars.space.sm }]);

export const list = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const listLayout = styleVariants({
  bar: { alignItems: 'center' },
  panel: { flexDirection: 'column' },
} satisfies Record<NavigationLayout, StyleRule>);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    ...focusVisible,
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
  },
});

// On the label alone: an underline on the link would run on under the count pill.
export const linkLabel = style({
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '2px',
  selectors: { '[aria-current="page"] > &': { textDecorationLine: 'underline', textDecorationColor: vars.color.brand } },
});

export const linkLayout = styleVariants({
  bar: { padding: `${vars.space.xs} ${vars.space.sm}`, whiteSpace: 'nowrap' },
  panel: { display: 'flex', minHeight: vars.size.controlMd, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.lg },
} satisfies Record<NavigationLayout, StyleRule>);

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { ...focusVisible, '&:hover': { background: vars.color.neutralSoft } },
  '@media': { [media.desktop]: { display: 'none' } },
});

// The bar's height: its row (at least controlLg, padded by sm above and below) and its bottom border.
const barHeight = `calc(${vars.size.controlLg} + 2 * ${vars.space.sm} + 1px)`;

// A popover lives in the top layer: placed here as a sheet that drops from under the bar, across the page.
export const panel = style({
  position: 'fixed',
  inset: `${barHeight} 0 auto 0`,
  width: 'auto',
  maxHeight: `calc(100dvh - ${barHeight})`,
  margin: 0,
  // The page's gutters, as the Container gives the bar.
  padding: `${vars.space.lg} ${vars.space.lg}`,
  border: 'none',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  overflowY: 'auto',
  '@media': { [media.tablet]: { paddingInline: vars.space.xl }, [media.desktop]: { display: 'none' } },
});

// The button's icon follows the popover: a cross while the menu is open.
export const whenOpen = style({ display: 'none', selectors: { [`${header}:has(${panel}:popover-open) &`]: { display: 'inline-flex' } } });
export const whenClosed = style({ display: 'inline-flex', selectors: { [`${header}:has(${panel}:popover-open) &`]: { display: 'none' } } });

export const panelActions = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
