import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css';

// The totals sit beside the models on wide screens and after them on narrow ones, where they are read last.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const models = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const totals = style({
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.xl } },
});

// Only where no script runs: with script the totals follow each change, and before it has arrived Enter in a
// field still sends the form.
export const calculateWithoutScript = style({ '@media': { '(scripting: enabled)': { display: 'none' } } });
