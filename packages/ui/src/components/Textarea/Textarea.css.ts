import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

export const textarea = style([control, { resize: 'vertical' }]);
