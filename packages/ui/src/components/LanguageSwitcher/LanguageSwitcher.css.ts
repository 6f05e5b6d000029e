import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';

const base = style({ fontSize: vars.font.size.sm });

export const switcher = styleVariants({
  default: [base, { color: vars.color.textMuted }],
  inverse: [base, { color: vars.color.textInverseMuted }],
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A tap target of at least 44 px on a phone.
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});
