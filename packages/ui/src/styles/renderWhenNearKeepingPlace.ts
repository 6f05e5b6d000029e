import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { renderWhenNear } from './renderWhenNear.ts';

/**
 * renderWhenNear for text a reader jumps into (a contents link, the end of a long document), where a block drawn for
 * the first time must not move what the reader is looking at. The block is drawn late only where the browser keeps
 * the reader's place when something above changes height (scroll anchoring: Chrome and Firefox; Safari has none and
 * draws the whole text at once, as before), and the block itself is never the place kept (`overflow-anchor: none`):
 * the browser holds on to a drawn heading instead, so a block that grows or shrinks as it is drawn, above the screen
 * or at its top, moves nothing in view. The block clips what it paints; `overflow-clip-margin` leaves room for the
 * focus ring of a link at the edge of the text.
 */
export const renderWhenNearKeepingPlace = (estimate: string): StyleRule => ({
  '@supports': {
    '(overflow-anchor: auto)': { ...renderWhenNear(estimate), overflowAnchor: 'none', overflowClipMargin: vars.space.sm },
  },
});
