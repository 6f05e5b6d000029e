import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const frame = style({ position: 'relative', display: 'block', width: '100%' });

export const select = style([
  control,
  {
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.icon} + ${vars.space.sm})`,
    textOverflow: 'ellipsis',
    selectors: {
      // The placeholder option reads as a placeholder, like an empty text field's.
      '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

// Options inherit the select's colour in some browsers; keep the list itself in full text colour.
globalStyle(`${select} option`, { color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text,
  pointerEvents: 'none',
  selectors: { [`${select}:disabled + &`]: { color: vars.color.textMuted } },
});
