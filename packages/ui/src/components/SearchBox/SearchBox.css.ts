import { style } from '@vanilla-extract/css';

export const form = style({ display: 'inline-flex', maxWidth: '100%', margin: 0 });
export const fullWidth = style({ display: 'flex', width: '100%' });
