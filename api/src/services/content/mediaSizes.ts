/** WordPress' default intermediate widths; a size is listed only when the original is wider. */
const intermediateWidths = { medium: 300, large: 1024 } as const;

export interface MediaSize {
  name: string;
  width: number;
  height: number;
  /** The file name, next to the original: 'name-300x169.webp'. */
  file: string;
}

/**
 * The files WordPress keeps for an upload named `name` ('name.webp'): each intermediate size the
 * original is wider than, then the original itself as 'full'.
 */
export function mediaSizes(name: string, width: number, height: number): MediaSize[] {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const sizes: MediaSize[] = [];
  for (const [key, sizeWidth] of Object.entries(intermediateWidths)) {
    if (width <= sizeWidth) continue;
    const sizeHeight = Math.round((height * sizeWidth) / width);
    sizes.push({ name: key, width: sizeWidth, height: sizeHeight, file: `${stem}-${sizeWidth}x${sizeHeight}${extension}` });
  }
  sizes.push({ name: 'full', width, height, file: name });
  return sizes;
}
