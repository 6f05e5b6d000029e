import { vars } from '../theme/contract.css';

/** The one keyboard-focus ring: the theme's focus shadow (a white gap, then the focus colour) in place of the browser's outline. */
export const focusRing = { outline: 'none', boxShadow: vars.shadow.focus } as const;
