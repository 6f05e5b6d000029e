import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Structural width: one column of password fields reads best narrow, even on a wide admin page.
export const card = style({ width: '100%', maxWidth: '28rem' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const newPassword = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
