import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

const focusVisible = { '&:focus-visible': focusRing };

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverseMuted,
  paddingBlock: vars.space.xxxl,
  fontSize: vars.font.size.sm,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textInverse,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space.md,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  borderRadius: vars.radius.sm,
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  selectors: {
    ...focusVisible,
    '&:hover': { color: vars.color.textInverse, textDecoration: 'underline' },
  },
});

export const contact = style({ display: 'grid', gap: vars.space.lg, fontStyle: 'normal' });

export const contactLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });

export const address = style({ fontStyle: 'normal' });

export const officeName = style({ display: 'block', color: vars.color.textInverse, fontWeight: vars.font.weight.semibold });

export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.lg,
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const copyright = style({ margin: 0 });

export const socialList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  color: vars.color.textInverse,
  selectors: {
    ...focusVisible,
    '&:hover': { background: vars.color.textInverse, color: vars.color.surfaceInverse },
  },
});

export const addressLine = style({ display: 'block' });
