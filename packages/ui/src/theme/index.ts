import './fonts';
import './reset.css';

export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
export { breakpoints, media } from './breakpoints';
