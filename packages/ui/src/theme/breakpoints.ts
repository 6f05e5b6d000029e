/** Minimum widths; media queries cannot read CSS variables, so these are plain numbers. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
