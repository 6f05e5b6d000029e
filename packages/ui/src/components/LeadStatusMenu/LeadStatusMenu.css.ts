import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const current = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
