import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The button, and under it why the export failed, lined up at the end; the message wraps rather than widen a toolbar. */
export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, maxWidth: vars.size.columnLg });
