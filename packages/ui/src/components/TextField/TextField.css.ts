import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.ts';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'number', 'url', 'search', 'password', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export const frame = style({ position: 'relative', display: 'block', width: '100%' });

export const input = style([
  control,
  {
    selectors: {
      // The field brings its own clear button where it needs one.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

const actionSize = `calc(${vars.size.controlMd} - 2 * ${vars.space.xs})`;

export const withStartIcon = style({ paddingInlineStart: `calc(${vars.space.md} + ${vars.size.icon} + ${vars.space.sm})` });
export const withEndAction = style({ paddingInlineEnd: `calc(${actionSize} + ${vars.space.sm})` });

const slot = style({ position: 'absolute', insetBlock: 0, display: 'flex', alignItems: 'center' });

export const startIcon = style([slot, { insetInlineStart: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' }]);
export const endAction = style([slot, { insetInlineEnd: vars.space.xs }]);

/** A square icon button that sits inside the field's end (show password, clear search). */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: actionSize,
  height: actionSize,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutralSoft, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});
