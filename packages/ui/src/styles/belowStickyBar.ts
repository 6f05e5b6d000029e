import { vars } from '../theme/contract.css';

/**
 * Room above an anchor's target (`scroll-margin-top`) for the sticky navigation bar, a large control plus its
 * block padding, and a little air: a jump to /features#gps-tracking or /blog/all?page=2#page-2 lands below the bar.
 */
export const belowStickyBar = `calc(${vars.size.controlLg} + ${vars.space.sm} * 2 + ${vars.space.lg})`;
