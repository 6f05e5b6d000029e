import { style } from '@vanilla-extract/css';
import { headingFont } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

const sidebarWidth = '16rem';

export const shell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.tablet]: { display: 'grid', gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)` } },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible': { transform: 'none', outline: 'none', boxShadow: vars.shadow.focus } },
});

export const sidebar = style({
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      position: 'sticky',
      top: 0,
      display: 'flex',
      flexDirection: 'column',
      height: '100vh',
      overflowY: 'auto',
      borderBottom: 'none',
      borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { paddingTop: vars.space.md, paddingInline: vars.space.xl } },
});

export const brand = style({
  margin: 0,
  ...headingFont,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const menuToggle = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  // Mobile: the links' icons line up with the brand and the page content.
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.lg}`,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': {
    [media.tablet]: {
      paddingInline: vars.space.md,
      flexGrow: 1,
      justifyContent: 'space-between',
      // From tablet up the navigation is always shown, whatever the mobile menu's state.
      selectors: { '&[data-state="closed"]': { display: 'flex' } },
    },
  },
});

export const main = style({
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xxl}` } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.contentMax,
});
