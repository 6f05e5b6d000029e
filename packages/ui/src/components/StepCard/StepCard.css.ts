import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as cardStyles from '../Card/Card.css';

// Card's own surface, on whichever element the list needs (<li> in an ordered list of steps). A word longer than the
// card is wide (a German compound) wraps inside it: the column's items take their width from their longest word, so
// without `anywhere` one would push the card, and a phone's page, wider.
export const card = style([
  cardStyles.base,
  cardStyles.tone.default,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, height: '100%', overflowWrap: 'anywhere' },
]);

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

// The action sits at the bottom, so cards of different lengths line their buttons up in a row.
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
