import type { ReactNode } from 'react';

export interface IconProps {
  /** Pixel size; defaults to 20. */
  size?: number;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  title?: string;
}

/** A 24×24 stroked icon that takes the current text colour. */
export function createIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, title }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
