import './theme';

export { vars, lightTheme, breakpoints, media } from './theme';
export { UiProvider, type UiProviderProps } from './providers/UiProvider';
export { useNow, ClockProvider } from './providers/ClockProvider';
export { useClipboard, ClipboardProvider, type Clipboard } from './providers/ClipboardProvider';
export { useLinkComponent, LinkProvider, type LinkComponent, type LinkComponentProps } from './providers/LinkProvider';
export * from './rules';

export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './components/Button/Button';
export { buttonSizes, buttonTones, type ButtonSize, type ButtonTone } from './components/Button/Button.css';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
