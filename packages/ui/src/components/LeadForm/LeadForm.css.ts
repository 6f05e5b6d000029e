import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** One column on phones; pairs (first and last name, email and phone, …) side by side from tablet width. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});

export const wholeRow = style({ gridColumn: '1 / -1' });

// Focus lands here only so screen readers start reading the thank-you screen; it is not a control, so no ring.
export const successFocus = style({ outline: 'none' });
