import './fonts.ts';
import './reset.css';

export { breakpoints, media } from './breakpoints.ts';
export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
