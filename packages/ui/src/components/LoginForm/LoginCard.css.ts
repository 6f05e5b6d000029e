import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// The sign-in steps are pages of their own, outside the admin shell: the card sits in the middle of the screen.
export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});

// Structural width: as narrow as a small dialog, room for a long address and the full-width button.
export const card = style({ width: '100%', maxWidth: '28rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
