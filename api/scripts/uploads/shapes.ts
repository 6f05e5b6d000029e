import { circle, ellipse, line, path, polygon, rect } from './svg.ts';

const glass = '#a9cfe6';
const tyre = '#1d2027';
const hub = '#9aa3ad';
const dark = '#1f232d';
const wheel = (x: number, y: number, r: number) => circle(x, y, r, tyre) + circle(x, y, r * 0.45, hub);
const dashcamDot = (x: number, y: number) => rect(x, y, 3, 2.2, dark, { rx: 0.5 }) + circle(x + 2.3, y + 0.7, 0.45, '#ff4a3d');

/** A van from its left side, facing right: 100 × 50 units, wheels on y = 50. */
export function van(body: string, accent: string): string {
  return [
    path('M3 42V12Q3 6 9 6H62Q67 6 70 10L83 25Q96 27 97 33V40Q97 43 94 43H6Q3 43 3 42Z', body),
    polygon(
      [
        [65, 10],
        [69, 10],
        [80, 25],
        [65, 25],
      ],
      glass,
    ),
    dashcamDot(68, 11),
    rect(3, 30, 94, 4, accent),
    circle(24, 18, 5, accent),
    rect(32, 15, 20, 2.4, accent, { rx: 1.2, opacity: 0.7 }),
    rect(32, 19.5, 13, 2.4, accent, { rx: 1.2, opacity: 0.5 }),
    line(62, 10, 62, 42, '#000000', 0.5, { opacity: 0.15 }),
    rect(93, 33.5, 4, 3, '#ffd66b', { rx: 1 }),
    rect(3, 32, 2, 5, '#e04848'),
    wheel(22, 43, 7),
    wheel(80, 43, 7),
  ].join('');
}

const cab = (body: string) =>
  path('M84 44V14Q84 10 88 10H102Q106 10 108 14L116 30Q119 32 119 36V44Z', body) +
  polygon(
    [
      [90, 14],
      [102, 14],
      [110, 28],
      [90, 28],
    ],
    glass,
  ) +
  dashcamDot(100, 15) +
  rect(115, 36, 4, 3, '#ffd66b', { rx: 1 });

/** A truck from its left side, facing right: 120 × 55 units, wheels on y = 55. Waste trucks carry three cameras. */
export function truck(kind: 'box' | 'waste' | 'tipper', body: string, accent: string): string {
  const load = {
    box: rect(2, 4, 80, 40, body, { rx: 2 }) + rect(2, 30, 80, 4, accent) + circle(20, 17, 6, accent),
    waste:
      path('M2 44V16Q2 6 14 6H72Q82 6 82 16V44Z', accent) +
      [20, 38, 56].map((x) => line(x, 10, x, 40, '#000000', 1, { opacity: 0.15 })).join('') +
      dashcamDot(3, 10) +
      dashcamDot(70, 8),
    tipper:
      path('M10 14Q30 2 50 6Q66 2 78 14Z', '#8a6a48') +
      polygon(
        [
          [4, 14],
          [82, 14],
          [78, 42],
          [8, 42],
        ],
        accent,
      ) +
      [22, 42, 62].map((x) => line(x, 16, x - 1, 40, '#000000', 1.2, { opacity: 0.18 })).join('') +
      dashcamDot(80, 18),
  }[kind];
  return rect(2, 44, 114, 3, '#2b2f38') + load + cab(body) + wheel(20, 48, 7) + wheel(36, 48, 7) + wheel(104, 48, 7);
}

/** A car from its left side, facing right: 60 × 24 units. */
export function carSide(body: string): string {
  return (
    path('M2 18Q2 12 8 11L18 10L25 3Q27 2 30 2H42Q45 2 47 5L52 10Q58 11 58 15V18Q58 19 56 19H4Q2 19 2 18Z', body) +
    polygon(
      [
        [20, 10],
        [26, 4],
        [35, 4],
        [35, 10],
      ],
      glass,
    ) +
    polygon(
      [
        [37, 4],
        [43, 4],
        [48, 10],
        [37, 10],
      ],
      glass,
    ) +
    wheel(14, 19, 5) +
    wheel(46, 19, 5)
  );
}

/** A car seen from behind, centred on x = 0: 40 × 30 units, tyres on y = 30. */
export function carRear(body: string, braking: boolean): string {
  const light = braking ? '#ff3b30' : '#8e2a2a';
  const glow = braking ? circle(-14.5, 15.7, 10, 'url(#glowRed)') + circle(14.5, 15.7, 10, 'url(#glowRed)') : '';
  return [
    rect(-17, 26, 7, 4, tyre),
    rect(10, 26, 7, 4, tyre),
    path('M-19 27V16Q-19 12-15 11L-12 3Q-11 1-8 1H8Q11 1 12 3L15 11Q19 12 19 16V27Z', body),
    polygon(
      [
        [-10, 4],
        [10, 4],
        [12.5, 11],
        [-12.5, 11],
      ],
      '#2c3b4d',
    ),
    rect(-18, 14, 7, 3.5, light, { rx: 1 }),
    rect(11, 14, 7, 3.5, light, { rx: 1 }),
    rect(-5, 18, 10, 4, '#f2f2f2', { rx: 0.6 }),
    rect(-19, 22, 38, 5, '#000000', { opacity: 0.25 }),
    glow,
  ].join('');
}

/** A deer facing left: 40 × 40 units, hooves on y = 40. */
export function deer(color: string, antlers: boolean): string {
  return [
    ...[13, 17, 27, 31].map((x, i) => rect(x, 22 + (i % 2), 2, 18 - (i % 2), color)),
    ellipse(22, 20, 11, 6, color),
    polygon(
      [
        [12, 18],
        [17, 17],
        [11, 6],
        [7, 8],
      ],
      color,
    ),
    ellipse(7, 7, 4.2, 2.6, color),
    polygon(
      [
        [9, 4],
        [13, 1],
        [11, 6],
      ],
      color,
    ),
    ellipse(33, 16, 1.6, 2.4, '#f3e6d6'),
    antlers ? path('M8 4L6-4M6-1L3-3M9 4L12-4M11-1L14-2', 'none', { stroke: color, 'stroke-width': 1.2, 'stroke-linecap': 'round' }) : '',
  ].join('');
}

/** A cyclist riding right: 40 × 40 units, tyres on y = 40. */
export function cyclist(jacket: string, helmet: string): string {
  const frame = { 'stroke-width': 1.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return [
    circle(8, 33, 7, 'none', { stroke: tyre, 'stroke-width': 1.6 }),
    circle(32, 33, 7, 'none', { stroke: tyre, 'stroke-width': 1.6 }),
    path('M8 33L17 22H28L32 33M17 22L21 33H8M21 33L28 22M17 22L15 18M28 22L27 17L30 16', 'none', { stroke: '#3b4250', ...frame }),
    line(17, 18, 22, 26, '#2b3140', 2.6),
    line(22, 26, 21, 33, '#2b3140', 2.4),
    line(16, 17, 24, 9, jacket, 4),
    line(23, 10, 29, 16, jacket, 2),
    circle(26, 6, 3.4, helmet),
  ].join('');
}

/** A traffic light with red lit: 14 × 80 units, the pole's foot on y = 80. */
export function trafficLight(): string {
  return [
    rect(5, 20, 4, 60, '#2b2f38'),
    rect(0, 0, 14, 34, '#1e2128', { rx: 3 }),
    circle(7, 7, 14, 'url(#glowRed)'),
    circle(7, 7, 4.2, '#ff4a3d'),
    circle(7, 17, 4.2, '#4a3a1a'),
    circle(7, 27, 4.2, '#173a24'),
  ].join('');
}

/** Head and shoulders, 20 × 30 units. */
export const person = (skin: string, shirt: string) => circle(10, 7, 5.5, skin) + path('M0 30V22Q0 14 10 14Q20 14 20 22V30Z', shirt);

const lens = (r: number, tint: string) =>
  circle(0, 0, r, '#0e1016') +
  circle(0, 0, r * 0.76, '#1b2636') +
  circle(0, 0, r * 0.47, tint) +
  circle(0, 0, r * 0.24, '#06080c') +
  ellipse(-r * 0.25, -r * 0.3, r * 0.18, r * 0.12, '#ffffff', { opacity: 0.55 });

export type Device = 'dashcam' | 'rearCam' | 'box3' | 'modem' | 'dms' | 'exterior';

/** A product, centred on (0, 0), about 100 units wide. */
export function device(kind: Device, body: string, tint: string): string {
  switch (kind) {
    case 'dashcam':
      return (
        rect(-22, -40, 44, 6, '#2f3441', { rx: 3 }) +
        rect(-10, -35, 20, 12, '#2f3441', { rx: 3 }) +
        rect(-42, -24, 84, 48, body, { rx: 12 }) +
        rect(-38, -20, 76, 40, '#ffffff', { rx: 9, opacity: 0.06 }) +
        lens(17, tint) +
        circle(30, -12, 2, tint) +
        [-32, -28, -24].map((x) => rect(x, 8, 2, 9, '#000000', { rx: 1, opacity: 0.3 })).join('')
      );
    case 'rearCam':
      return rect(-20, -14, 40, 28, body, { rx: 8 }) + lens(9, tint);
    case 'box3':
      return (
        path('M-48 10Q-60 30-44 44M48 10Q60 30 44 44', 'none', { stroke: '#2f3441', 'stroke-width': 3 }) +
        rect(-48, -26, 96, 52, body, { rx: 10 }) +
        lens(16, tint) +
        [-34, 34].map((x) => `<g transform="translate(${x} 0)">${lens(6, tint)}</g>`).join('') +
        [-56, 44].map((x) => rect(x, 40, 12, 10, body, { rx: 3 })).join('')
      );
    case 'modem':
      return (
        rect(18, -72, 8, 52, '#2a2f3b', { rx: 4 }) +
        rect(14, -26, 16, 8, '#2a2f3b', { rx: 2 }) +
        rect(-36, -22, 72, 44, '#eef1f5', { rx: 8 }) +
        path('M-36 10H36V14Q36 22 28 22H-28Q-36 22-36 14Z', body, { opacity: 0.12 }) +
        [-24, -16, -8].map((x, i) => circle(x, -8, 2.4, i === 0 ? tint : '#30a46c')).join('') +
        rect(6, 8, 22, 4, '#c6ccd5', { rx: 2 })
      );
    case 'dms':
      return (
        rect(-10, -40, 20, 16, '#2f3441', { rx: 3 }) +
        rect(-28, -28, 56, 56, body, { rx: 12 }) +
        lens(11, tint) +
        Array.from({ length: 8 }, (_, i) => circle(17 * Math.cos((i * Math.PI) / 4), 17 * Math.sin((i * Math.PI) / 4), 2, '#7a1f2a')).join('')
      );
    case 'exterior':
      return (
        rect(-20, 10, 10, 22, '#3a404d') +
        rect(-34, 30, 38, 7, '#3a404d', { rx: 2 }) +
        rect(-44, -17, 64, 7, '#d9dde3', { rx: 3.5 }) +
        rect(-42, -12, 72, 24, '#eef1f5', { rx: 12 }) +
        `<g transform="translate(30 0)">${lens(10, tint)}</g>`
      );
  }
}
