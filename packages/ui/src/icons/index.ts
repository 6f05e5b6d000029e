export * from './adminListsIcons.tsx';
export * from './adminShellIcons.tsx';
export { createIcon, type IconProps } from './createIcon.tsx';
export * from './feedbackIcons.tsx';
export * from './icons.tsx';
export * from './marketingIcons.tsx';
