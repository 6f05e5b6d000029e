import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const pageOf = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
