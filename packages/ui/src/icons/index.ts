export { createIcon, type IconProps } from './createIcon';
export * from './icons';
