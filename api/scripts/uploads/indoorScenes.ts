import { type Device, device, person } from './shapes.ts';
import { type Canvas, circle, type Drawing, ellipse, hsl, linearGradient, path, place, polygon, rect } from './svg.ts';

const skins = ['#f1c7a5', '#d9a47c', '#a8714d', '#7a4b32', '#e8b895'];

/** A product shot: the device (and its rear unit or accessory) on a soft gradient with a floor shadow. */
export function deviceScene({ width: w, height: h, hue }: Canvas, kinds: readonly Device[], faded = false): Drawing {
  const saturation = faded ? 6 : 55;
  const defs = linearGradient('bg', [hsl(hue, saturation, 72), hsl(hue + 30, saturation, 42)], [0, 0, 1, 1]);
  const body = faded ? '#4a4f5a' : '#1f232d';
  const tint = faded ? '#5c6470' : hsl(hue + 180, 70, 45);
  const unit = Math.min(w, h) / 100;
  const spots =
    kinds.length === 1
      ? [[0.5, kinds[0] === 'modem' ? 0.64 : 0.52, 0.72]]
      : [
          [0.4, 0.5, 0.62],
          [0.76, 0.6, 0.42],
        ];
  const parts = [
    rect(0, 0, w, h, 'url(#bg)'),
    circle(w * 0.15, h * 0.2, unit * 30, '#ffffff', { opacity: 0.08 }),
    circle(w * 0.9, h * 0.9, unit * 40, '#000000', { opacity: 0.06 }),
  ];
  kinds.forEach((kind, i) => {
    const [x = 0.5, y = 0.5, size = 0.5] = spots[i] ?? [];
    parts.push(
      ellipse(w * x, h * y + unit * 44 * size, unit * 48 * size, unit * 5 * size, '#000000', { opacity: 0.22 }),
      place(w * x, h * y, unit * size, device(kind, body, tint)),
    );
  });
  if (faded) parts.push(rect(0, 0, w, h, hsl(hue, 10, 85), { opacity: 0.25 }));
  return { defs, body: parts.join('') };
}

export type Stand = 'booth' | 'hall' | 'award' | 'prototypes';

function crowd({ width: w, height: h, hue, random }: Canvas, size: number): string {
  let out = '';
  for (let row = 0; row < 2; row++) {
    for (let x = -size * 10 + random() * size * 10; x < w; x += size * (16 + random() * 14)) {
      const shirt = hsl(hue + random() * 200, 35 + random() * 30, 30 + random() * 35);
      out += place(x, h - size * (row === 0 ? 34 : 26), size * (row === 0 ? 1 : 1.15), person(skins[Math.floor(random() * skins.length)] ?? '#e8b895', shirt));
    }
  }
  return out;
}

/** A trade-show stand, a hall, an award or a prototype table, with people in front. */
export function eventScene(canvas: Canvas, stand: Stand): Drawing {
  const { width: w, height: h, hue, random } = canvas;
  const floor = h * 0.7;
  const defs =
    linearGradient('bg', [hsl(hue, 45, 24), hsl(hue, 50, 10)]) + linearGradient('screen', [hsl(hue + 20, 80, 60), hsl(hue - 20, 80, 40)], [0, 0, 1, 1]);
  const parts = [rect(0, 0, w, floor, 'url(#bg)'), rect(0, floor, w, h - floor, hsl(hue, 20, 14))];
  const beams = [0.2, 0.5, 0.8].map((x) =>
    polygon(
      [
        [w * x - w * 0.01, 0],
        [w * x + w * 0.01, 0],
        [w * x + w * 0.12, h],
        [w * x - w * 0.12, h],
      ],
      '#ffffff',
      { opacity: 0.06 },
    ),
  );
  switch (stand) {
    case 'booth': {
      const bars = Array.from({ length: 9 }, (_, i) =>
        rect(w * (0.28 + i * 0.052), h * (0.44 - 0.22 * random()), w * 0.03, h * 0.22, '#ffffff', { opacity: 0.5 }),
      ).join('');
      parts.push(
        rect(w * 0.06, h * 0.08, w * 0.08, h * 0.62, hsl(hue + 180, 70, 50)),
        rect(w * 0.86, h * 0.08, w * 0.08, h * 0.62, hsl(hue + 180, 70, 50)),
        rect(w * 0.22, h * 0.1, w * 0.56, h * 0.4, '#0d1017', { rx: h * 0.02 }),
        rect(w * 0.235, h * 0.125, w * 0.53, h * 0.35, 'url(#screen)', { rx: h * 0.012 }),
        bars,
        rect(w * 0.34, h * 0.54, w * 0.32, h * 0.18, '#f4f6f8', { rx: h * 0.015 }),
        rect(w * 0.34, h * 0.62, w * 0.32, h * 0.03, hsl(hue + 180, 70, 50)),
        circle(w * 0.5, h * 0.58, h * 0.025, hsl(hue, 60, 45)),
      );
      break;
    }
    case 'hall':
      parts.push(
        path(Array.from({ length: 13 }, (_, i) => `${i ? 'L' : 'M'}${(i * w) / 12} ${h * (i % 2 ? 0.14 : 0.04)}`).join(''), 'none', {
          stroke: '#c9ced6',
          'stroke-width': h * 0.006,
          opacity: 0.5,
        }),
        ...Array.from({ length: 5 }, (_, i) => rect(w * (0.08 + i * 0.19), h * 0.16, w * 0.08, h * 0.2, hsl(hue + i * 45, 70, 55))),
        ...Array.from({ length: 8 }, (_, i) =>
          rect(w * (0.02 + i * 0.125), h * (0.48 + 0.04 * random()), w * 0.1, h * 0.22, hsl(hue + i * 30, 30, 70 - 20 * random())),
        ),
      );
      break;
    case 'award': {
      const [cx, cy, r] = [w * 0.5, h * 0.4, h * 0.2];
      const star = Array.from({ length: 10 }, (_, i) => {
        const [angle, radius] = [(i * Math.PI) / 5 - Math.PI / 2, i % 2 ? r * 0.32 : r * 0.72];
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
      });
      for (let i = 0; i < 70; i++) {
        const [x, y] = [random() * w, random() * floor];
        parts.push(
          rect(x, y, h * 0.012, h * 0.024, hsl(random() * 360, 80, 62), {
            transform: `rotate(${Math.round(random() * 90)} ${Math.round(x)} ${Math.round(y)})`,
          }),
        );
      }
      parts.push(
        polygon(
          [
            [cx - r * 0.7, cy],
            [cx - r * 0.15, cy],
            [cx - r * 0.3, cy + r * 1.7],
            [cx - r * 0.55, cy + r * 1.45],
            [cx - r * 0.8, cy + r * 1.7],
          ],
          hsl(hue + 180, 65, 45),
        ),
        polygon(
          [
            [cx + r * 0.15, cy],
            [cx + r * 0.7, cy],
            [cx + r * 0.8, cy + r * 1.7],
            [cx + r * 0.55, cy + r * 1.45],
            [cx + r * 0.3, cy + r * 1.7],
          ],
          hsl(hue + 180, 65, 38),
        ),
        circle(cx, cy, r * 1.5, 'url(#glowWarm)'),
        circle(cx, cy, r, '#f2c14e'),
        circle(cx, cy, r * 0.84, '#e0a82e'),
        polygon(star, '#fff6d8'),
      );
      break;
    }
    case 'prototypes':
      parts.push(rect(w * 0.08, h * 0.6, w * 0.84, h * 0.06, '#e8ebef'));
      [0.24, 0.5, 0.76].forEach((x, i) => {
        const kind: Device = (['dashcam', 'box3', 'dms'] as const)[i] ?? 'dashcam';
        parts.push(
          circle(w * x, h * 0.36, h * 0.22, 'url(#glowWhite)'),
          rect(w * x - h * 0.08, h * 0.46, h * 0.16, h * 0.14, '#cfd4db'),
          place(w * x, h * 0.36, h * 0.0018, device(kind, '#1f232d', hsl(hue + 180, 70, 50))),
        );
      });
      break;
  }
  parts.push(...beams, crowd(canvas, h * (stand === 'award' ? 0.006 : 0.0075)));
  return { defs, body: parts.join('') };
}
