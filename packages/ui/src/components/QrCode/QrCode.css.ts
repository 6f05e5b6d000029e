import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Scanners want dark modules on a light ground whatever the theme: the darkest text colour on the plain surface.
export const root = style({ display: 'block', maxWidth: '100%', height: 'auto', background: vars.color.surface });

export const modules = style({ fill: vars.color.text });
