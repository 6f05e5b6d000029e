export { createIcon, type IconProps } from './createIcon';
export * from './icons';
export * from './adminListsIcons';
export * from './adminShellIcons';
export * from './feedbackIcons';
export * from './marketingIcons';
