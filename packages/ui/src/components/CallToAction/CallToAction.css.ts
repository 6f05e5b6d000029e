import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xxxl,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [media.tablet]: { paddingBlock: vars.space.huge } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.lg, textAlign: 'center' });

// onBrand, not a muted tone: no softer text colour keeps 4.5:1 on the brand background.
export const text = style({ maxWidth: vars.size.textMax, color: vars.color.onBrand, ...textStyle.lg });

export const actions = style({ paddingTop: vars.space.sm });
