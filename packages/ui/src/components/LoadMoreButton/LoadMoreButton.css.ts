import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg });
