import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// Stands in for the whole pricing page, so it keeps the page's breathing room rather than collapsing to a strip.
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.huge } },
});

export const message = style({ width: '100%', maxWidth: vars.size.textMax });
