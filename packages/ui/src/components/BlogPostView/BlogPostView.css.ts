import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.textMax,
  marginInline: 'auto',
});

export const back = style({ alignSelf: 'flex-start' });

export const featuredImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.huge,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const translations = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm, margin: 0 });

export const translationLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A tap target of at least 44 px on a phone.
  minHeight: 44,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: 4,
  selectors: { '&:focus-visible': focusRing },
});
