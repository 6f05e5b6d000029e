import { style } from '@vanilla-extract/css';
import { textStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';
import * as cardStyles from '../Card/Card.css';

// Card's own surface, on an <article> that can carry the anchor id. A word longer than the card is wide (a German
// compound) wraps inside it rather than widening the card, and with it the grid of cards (a card is as narrow as its
// longest word allows).
export const card = style([
  cardStyles.base,
  cardStyles.tone.default,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    overflowWrap: 'anywhere',
    selectors: { '&:target': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
  },
]);

export const bullets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const bullet = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  ...textStyle.sm,
});

export const bulletMark = style({ flexShrink: 0, marginTop: vars.space.xxs, color: vars.color.positive });
