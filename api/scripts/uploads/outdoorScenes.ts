import { carRear, carSide, cyclist, deer, trafficLight, truck, van } from './shapes.ts';
import { type Canvas, circle, type Drawing, ellipse, hsl, line, linearGradient, path, place, polygon, rect } from './svg.ts';

export type Hazard = 'redLight' | 'deer' | 'merge' | 'brake' | 'hail' | 'cyclist';

/** Rolling hills along `y`, `amplitude` high, closed down to `bottom`. */
function hills({ width, random }: Canvas, y: number, amplitude: number, bottom: number, fill: string): string {
  const step = width / 4;
  let d = `M0 ${y}`;
  for (let x = 0; x < width; x += step) d += ` Q${x + step / 2} ${y - amplitude * (0.4 + random())} ${x + step} ${y}`;
  return path(`${d} V${bottom} H0Z`, fill);
}

/** The frame a dashcam recording shows: corner marks, the recording dot and a time stamp. */
function dashcamOverlay({ width, height }: Canvas): string {
  const inset = height * 0.05;
  const arm = height * 0.07;
  const corners: [number, number, number, number][] = [
    [inset, inset, 1, 1],
    [width - inset, inset, -1, 1],
    [inset, height - inset, 1, -1],
    [width - inset, height - inset, -1, -1],
  ];
  const marks = corners.map(([x, y, dx, dy]) =>
    path(`M${x} ${y + dy * arm}V${y}H${x + dx * arm}`, 'none', { stroke: '#ffffff', 'stroke-width': height * 0.006, opacity: 0.85 }),
  );
  return (
    marks.join('') +
    circle(inset * 2.2, inset * 1.9, height * 0.013, '#ff3b30') +
    rect(width - inset * 2 - height * 0.24, inset * 1.55, height * 0.24, height * 0.032, '#ffffff', { rx: height * 0.016, opacity: 0.7 })
  );
}

/** What a dashcam sees: the road ahead from the cab, with the post's hazard on it. */
export function roadScene(canvas: Canvas, hazard: Hazard): Drawing {
  const { width: w, height: h, hue, random } = canvas;
  const storm = hazard === 'hail';
  const horizon = h * 0.5;
  const mid = w / 2;
  const saturation = storm ? 10 : 60;
  const defs = linearGradient('sky', storm ? [hsl(hue, 12, 38), hsl(hue, 10, 62)] : [hsl(hue, saturation, 58), hsl(hue + 25, 75, 82)]);
  const at = (t: number) => horizon + (h - horizon) * t;
  const dashes = [
    [0.03, 0.07],
    [0.12, 0.19],
    [0.27, 0.39],
    [0.51, 0.71],
    [0.86, 1.1],
  ].map(([t0 = 0, t1 = 0]) => {
    const [a, b] = [w * (0.002 + 0.012 * t0), w * (0.002 + 0.012 * t1)];
    return polygon(
      [
        [mid - a, at(t0)],
        [mid + a, at(t0)],
        [mid + b, at(t1)],
        [mid - b, at(t1)],
      ],
      '#f5f1e6',
    );
  });
  const parts = [
    rect(0, 0, w, horizon + 1, 'url(#sky)'),
    storm
      ? [0.15, 0.45, 0.8].map((x) => ellipse(w * x, h * 0.08, w * 0.25, h * 0.14, hsl(hue, 8, 30), { opacity: 0.8 })).join('')
      : circle(w * 0.74, horizon - h * 0.14, h * 0.07, hsl(hue + 40, 95, 88), { opacity: 0.95 }),
    hills(canvas, horizon, h * 0.08, horizon + 1, hsl(hue + 30, storm ? 6 : 25, storm ? 48 : 62)),
    rect(0, horizon, w, h - horizon, hsl(95, storm ? 6 : 24, storm ? 34 : 36)),
    polygon(
      [
        [mid - w * 0.03, horizon],
        [mid + w * 0.03, horizon],
        [w * 1.05, h],
        [-w * 0.05, h],
      ],
      '#3b3f47',
    ),
    hazard === 'cyclist'
      ? polygon(
          [
            [mid - w * 0.028, horizon],
            [mid - w * 0.008, horizon],
            [w * 0.3, h],
            [-w * 0.05, h],
          ],
          '#b8453c',
          { opacity: 0.9 },
        )
      : '',
    hazard === 'merge'
      ? polygon(
          [
            [mid + w * 0.03, horizon],
            [mid + w * 0.06, horizon],
            [w * 1.6, h],
            [w * 1.05, h],
          ],
          '#464a53',
        )
      : '',
    ...dashes,
  ];
  const s = h / 100;
  switch (hazard) {
    case 'redLight':
      parts.push(
        ...[-3, -2, -1, 0, 1, 2, 3].map((i) =>
          polygon(
            [
              [mid + i * w * 0.05 - w * 0.015, h * 0.64],
              [mid + i * w * 0.05 + w * 0.015, h * 0.64],
              [mid + i * w * 0.06 + w * 0.018, h * 0.69],
              [mid + i * w * 0.06 - w * 0.018, h * 0.69],
            ],
            '#f5f1e6',
            { opacity: 0.9 },
          ),
        ),
        place(w * 0.22, h * 0.5, (w * 0.32) / 60, carSide(hsl(hue + 200, 65, 50))),
        place(w * 0.82, h * 0.12, s * 0.7, trafficLight()),
      );
      break;
    case 'deer':
      parts.push(place(w * 0.42, h * 0.48, s * 0.5, deer('#5a3b24', true)), place(w * 0.64, h * 0.52, s * 0.42, deer('#6b472c', false), { mirror: true }));
      break;
    case 'merge':
      parts.push(place(w * 0.62, h * 0.56, s * 0.55, carRear('#d9dde2', false), { rotate: -6 }));
      break;
    case 'brake':
      parts.push(place(mid, h * 0.56, s * 0.72, carRear(hsl(hue + 180, 25, 30), true)));
      break;
    case 'hail':
      parts.push(place(mid + w * 0.05, h * 0.55, s * 0.4, carRear('#7d8794', true)));
      for (let i = 0; i < 140; i++) {
        const [x, y] = [random() * w, random() * h * 0.95];
        parts.push(
          line(x, y, x - s * 0.6, y - s * 2.2, '#ffffff', s * 0.25, { opacity: 0.35 }),
          circle(x, y, s * (0.35 + random() * 0.45), '#f4f8fb', { opacity: 0.9 }),
        );
      }
      break;
    case 'cyclist':
      parts.push(place(w * 0.3, h * 0.5, s * 0.55, cyclist('#f5d90a', hsl(hue, 70, 45))));
      break;
  }
  parts.push(path(`M0 ${h}V${h * 0.9}Q${mid} ${h * 0.82} ${w} ${h * 0.9}V${h}Z`, '#15171c'), dashcamOverlay(canvas));
  return { defs, body: parts.join('') };
}

export type Setting = 'hills' | 'city' | 'site' | 'gravel';
export type Fleet = 'van' | 'vans' | 'box' | 'waste' | 'tipper';

function backdrop(canvas: Canvas, setting: Setting): string {
  const { width: w, height: h, hue, random } = canvas;
  switch (setting) {
    case 'hills':
      return hills(canvas, h * 0.62, h * 0.2, h, hsl(hue + 110, 30, 62)) + hills(canvas, h * 0.72, h * 0.14, h, hsl(hue + 120, 35, 46));
    case 'city': {
      let x = 0;
      let skyline = '';
      while (x < w) {
        const [bw, bh] = [w * (0.04 + random() * 0.06), h * (0.15 + random() * 0.4)];
        skyline += rect(x, h * 0.8 - bh, bw, bh, hsl(hue, 18, 68 + random() * 12));
        x += bw + w * 0.01;
      }
      return skyline;
    }
    case 'site':
      return (
        rect(0, h * 0.66, w, h * 0.34, hsl(35, 35, 62)) +
        path(`M${w * 0.55} ${h * 0.7}Q${w * 0.72} ${h * 0.42} ${w * 0.9} ${h * 0.7}Z`, hsl(30, 32, 50)) +
        line(w * 0.16, h * 0.7, w * 0.16, h * 0.12, '#f2b632', h * 0.018) +
        line(w * 0.06, h * 0.14, w * 0.5, h * 0.14, '#f2b632', h * 0.014) +
        line(w * 0.42, h * 0.14, w * 0.42, h * 0.36, '#3b3f47', h * 0.004) +
        rect(w * 0.05, h * 0.14, w * 0.05, h * 0.06, '#3b3f47')
      );
    case 'gravel':
      return (
        rect(0, h * 0.66, w, h * 0.34, hsl(45, 50, 62)) +
        Array.from({ length: 12 }, (_, i) => rect((i + 0.5) * (w / 12), h * 0.62, h * 0.008, h * 0.06, '#6b5a44')).join('') +
        line(0, h * 0.64, w, h * 0.64, '#6b5a44', h * 0.003)
      );
  }
}

/** The fleet itself, side on, on a road through the post's setting. */
export function fleetScene(canvas: Canvas, fleet: Fleet, setting: Setting): Drawing {
  const { width: w, height: h, hue } = canvas;
  const road = h * 0.8;
  const base = h * 0.88;
  const gravel = setting === 'gravel';
  const defs = linearGradient('sky', [hsl(hue, 60, 66), hsl(hue + 15, 65, 88)]);
  const accent = hsl(hue + 180, 70, 45);
  const vehicles =
    fleet === 'vans'
      ? [0.04, 0.36, 0.68].map((x, i) => place(w * x, base - 50 * ((w * 0.28) / 100), (w * 0.28) / 100, van(i === 1 ? '#f4f6f8' : '#e8ebef', accent))).join('')
      : fleet === 'van'
        ? place(w * 0.24, base - 50 * ((w * 0.5) / 100), (w * 0.5) / 100, van('#f4f6f8', accent))
        : place(w * 0.2, base - 55 * ((w * 0.58) / 120), (w * 0.58) / 120, truck(fleet, '#f4f6f8', fleet === 'tipper' ? '#f2b632' : accent));
  return {
    defs,
    body: [
      rect(0, 0, w, road, 'url(#sky)'),
      circle(w * 0.8, h * 0.24, h * 0.09, hsl(hue + 40, 95, 90), { opacity: 0.95 }),
      backdrop(canvas, setting),
      rect(0, road, w, h - road, gravel ? hsl(35, 25, 55) : '#41454e'),
      gravel
        ? ellipse(w * 0.14, base - h * 0.06, w * 0.14, h * 0.07, hsl(35, 30, 75), { opacity: 0.7 })
        : Array.from({ length: 8 }, (_, i) => rect((i + 0.25) * (w / 8), h * 0.935, w / 16, h * 0.012, '#f5f1e6')).join(''),
      vehicles,
    ].join(''),
  };
}
