/** What a scene draws on: the image's size, the post's hue and its own seeded randomness. */
export interface Canvas {
  width: number;
  height: number;
  hue: number;
  random: () => number;
}

/** A scene: gradients for `<defs>`, and the shapes. */
export interface Drawing {
  defs: string;
  body: string;
}

/** Numbers in SVG source: one decimal keeps the markup small and the output byte-identical run to run. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** A seeded generator (FNV-1a of the seed, then mulberry32): the same slug always scatters the same way. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `#rrggbb` from hue (degrees), saturation and lightness (percent); librsvg's hsl() support varies. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

type Attributes = Record<string, string | number>;
const attributes = (attrs: Attributes) =>
  Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) =>
  `<rect${attributes({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) => `<circle${attributes({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}) =>
  `<ellipse${attributes({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attributes = {}) =>
  `<polygon${attributes({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attributes = {}) => `<path${attributes({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attributes = {}) =>
  `<line${attributes({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

/** Draws `content`, designed in its own units, at (x, y) and `scale` times its size; mirrored or turned (degrees) on request. */
export function place(x: number, y: number, scale: number, content: string, { mirror = false, rotate = 0 } = {}): string {
  const s = Math.round(scale * 1000) / 1000;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${mirror ? -s : s} ${s})${rotate ? ` rotate(${rotate})` : ''}">${content}</g>`;
}

export const linearGradient = (id: string, stops: readonly string[], [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map((color, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

export const radialGlow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
