import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const configurationList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.font.size.sm });

export const videoList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
