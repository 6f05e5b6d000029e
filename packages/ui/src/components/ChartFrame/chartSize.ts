/**
 * The height of a chart's drawing in pixels, and of what stands in its place while loading or empty, so the page does
 * not move when the figures come.
 */
export const chartHeight = 220;
