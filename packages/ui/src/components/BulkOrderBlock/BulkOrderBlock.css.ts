import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': {
    [media.desktop]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: vars.space.xxxl },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, maxWidth: vars.size.textMax });

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const description = style({ color: vars.color.textInverseMuted, ...textStyle.lg });

// Full width on phones, where the label needs every pixel; its own width beside the text on desktop.
export const action = style({ alignSelf: 'stretch', '@media': { [media.desktop]: { alignSelf: 'auto', flexShrink: 0 } } });
