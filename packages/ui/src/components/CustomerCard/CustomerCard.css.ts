import { style } from '@vanilla-extract/css';
import { headingStyle } from '../../styles/textStyle.ts';
import { vars } from '../../theme/contract.css';
import * as cardStyles from '../Card/Card.css';

/** Every customer card is 20rem wide, so the marquee moves at an even pace. */
export const card = style([
  cardStyles.base,
  cardStyles.tone.default,
  cardStyles.padding.md,
  // Positioned: its visually hidden label must stay inside the marquee's clipping when motion is reduced.
  { width: '20rem', flexShrink: 0, display: 'flex', alignItems: 'center', gap: vars.space.lg, position: 'relative' },
]);

export const avatar = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  ...headingStyle['4'],
  letterSpacing: vars.font.letterSpacing.wide,
  // A long name is a long row of asterisks; its first letter is what carries meaning.
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const country = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const industry = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});
