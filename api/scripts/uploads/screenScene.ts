import { device, person, van } from './shapes.ts';
import { type Canvas, circle, type Drawing, hsl, line, linearGradient, path, place, rect } from './svg.ts';

export type Screen = 'timeline' | 'privacy' | 'map' | 'markers' | 'firmware' | 'scorecard' | 'slide' | 'document' | 'network' | 'collage' | 'interview';

const card = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, '#ffffff', { rx: 2.5, stroke: '#e3e6eb', 'stroke-width': 0.4 });
const text = (x: number, y: number, w: number, shade = '#c3c9d2') => rect(x, y, w, 2.2, shade, { rx: 1.1 });
const status = ['#e5484d', '#f5a524', '#30a46c'];

/** The content area of the window: x 36–154, y 14–94 in a 160 × 100 window. */
function content(screen: Screen, hue: number, random: () => number): string {
  const accent = hsl(hue, 65, 50);
  switch (screen) {
    case 'timeline':
      return (
        card(36, 14, 118, 46) +
        Array.from({ length: 14 }, (_, i) => {
          const height = 8 + random() * 30;
          return rect(42 + i * 7.8, 54 - height, 5, height, hsl(hue, 65, i % 3 ? 62 : 45), { rx: 1 });
        }).join('') +
        card(36, 64, 118, 30) +
        line(42, 80, 148, 80, '#cfd5dd', 2) +
        rect(50, 78.6, 34, 2.8, accent, { rx: 1.4 }) +
        rect(96, 78.6, 40, 2.8, accent, { rx: 1.4 }) +
        Array.from({ length: 6 }, (_, i) =>
          circle(46 + i * 19 + random() * 8, 80, 2.4, status[i % 3] ?? accent, { stroke: '#ffffff', 'stroke-width': 0.8 }),
        ).join('')
      );
    case 'privacy':
      return Array.from({ length: 5 }, (_, i) => {
        const [y, on] = [16 + i * 15.6, random() > 0.4];
        return (
          card(36, y, 118, 13) +
          text(42, y + 3.4, 36 + random() * 30) +
          text(42, y + 7.6, 22 + random() * 24, '#dde1e7') +
          rect(136, y + 3.5, 13, 6, on ? accent : '#c9ced6', { rx: 3 }) +
          circle(on ? 146 : 139, y + 6.5, 2.3, '#ffffff')
        );
      }).join('');
    case 'map':
    case 'markers': {
      const dark = screen === 'markers';
      let out =
        rect(36, 14, 118, 80, dark ? hsl(hue, 35, 18) : '#e6efe3', { rx: 2.5 }) +
        path('M44 30Q70 16 96 24Q128 18 146 34Q150 60 132 80Q100 90 76 82Q48 84 42 62Q36 44 44 30Z', dark ? hsl(hue, 25, 30) : '#d3e8cc');
      if (dark) {
        for (let i = 0; i < 220; i++) out += circle(50 + random() * 92, 26 + random() * 56, 0.7, hsl(hue + 40 + random() * 40, 90, 60 + random() * 20));
        return out;
      }
      out +=
        path('M36 58Q80 50 154 66M96 14Q90 50 104 94M36 30Q60 40 72 94', 'none', { stroke: '#ffffff', 'stroke-width': 2.6 }) +
        path('M120 14Q126 30 154 34V14Z', '#bcdcef');
      for (let i = 0; i < 6; i++) {
        const [x, y] = [80 + random() * 66, 26 + random() * 60];
        out +=
          path(`M${x.toFixed(1)} ${y.toFixed(1)}c-3-4-4.5-6-4.5-8a4.5 4.5 0 0 1 9 0c0 2-1.5 4-4.5 8z`, i === 0 ? (status[0] ?? accent) : accent) +
          circle(x, y - 8, 1.6, '#ffffff');
      }
      return out + card(40, 18, 32, 34) + [24, 32, 40].map((y, i) => circle(45, y, 2, status[i] ?? accent) + text(49, y - 1.1, 18)).join('');
    }
    case 'firmware': {
      const pins = [0, 1, 2, 3].map(
        (i) => line(49.5 + i * 6.3, 23, 49.5 + i * 6.3, 55, hsl(hue, 30, 55), 1.2) + line(43, 29.5 + i * 6.3, 75, 29.5 + i * 6.3, hsl(hue, 30, 55), 1.2),
      );
      return (
        card(36, 14, 118, 80) +
        pins.join('') +
        rect(46, 26, 26, 26, hsl(hue, 40, 25), { rx: 3 }) +
        rect(52, 32, 14, 14, hsl(hue, 60, 55), { rx: 2 }) +
        rect(82, 30, 62, 5, '#e4e7ec', { rx: 2.5 }) +
        rect(82, 30, 44, 5, accent, { rx: 2.5 }) +
        text(82, 40, 44) +
        text(82, 45, 30, '#dde1e7') +
        [64, 72, 80]
          .map(
            (y) =>
              circle(48, y, 2.6, '#30a46c') +
              path(`M46.8 ${y}l0.9 1 1.8-2`, 'none', { stroke: '#ffffff', 'stroke-width': 0.7 }) +
              text(54, y - 1.1, 40 + random() * 40),
          )
          .join('')
      );
    }
    case 'scorecard': {
      const [cx, cy, r] = [72, 66, 24];
      const point = (degrees: number) => [cx + r * Math.cos((degrees * Math.PI) / 180), cy - r * Math.sin((degrees * Math.PI) / 180)] as const;
      const arcs = [180, 120, 60, 0].slice(0, 3).map((from, i) => {
        const [[x1, y1], [x2, y2]] = [point(from), point(from - 60)];
        return path(`M${x1.toFixed(1)} ${y1.toFixed(1)}A${r} ${r} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`, 'none', {
          stroke: status[i] ?? accent,
          'stroke-width': 7,
        });
      });
      const [nx, ny] = point(40 + random() * 20);
      return (
        card(36, 14, 118, 80) +
        arcs.join('') +
        line(cx, cy, nx, ny, '#2b3140', 2) +
        circle(cx, cy, 3.5, '#2b3140') +
        [32, 44, 56, 68]
          .map((y, i) => text(108, y, 20) + rect(108, y + 4, 14 + random() * 26, 3.4, i === 3 ? (status[1] ?? accent) : accent, { rx: 1.7 }))
          .join('')
      );
    }
    case 'slide':
      return (
        rect(36, 14, 118, 62, accent, { rx: 2.5 }) +
        rect(46, 26, 58, 6, '#ffffff', { rx: 3 }) +
        rect(46, 36, 40, 3.4, '#ffffff', { rx: 1.7, opacity: 0.7 }) +
        place(100, 42, 0.42, van('#f4f6f8', hsl(hue + 180, 70, 45))) +
        rect(46, 50, 30, 16, '#ffffff', { rx: 2, opacity: 0.18 }) +
        Array.from({ length: 9 }, (_, i) =>
          place(40 + i * 12.6, 80, 0.42, person(['#f1c7a5', '#a8714d', '#d9a47c'][i % 3] ?? '#e8b895', hsl(hue + i * 40, 50, 50))),
        ).join('')
      );
    case 'document':
      return (
        rect(52, 17, 64, 78, '#000000', { opacity: 0.08 }) +
        rect(50, 15, 64, 78, '#ffffff') +
        rect(56, 22, 36, 4.5, accent, { rx: 2 }) +
        Array.from({ length: 11 }, (_, i) => text(56, 32 + i * 5.4, 28 + random() * 24)).join('') +
        path('M120 24H150Q153 24 153 27V42Q153 45 150 45H132L126 51V45H120Q117 45 117 42V27Q117 24 120 24Z', hsl(hue + 30, 70, 55)) +
        [128, 135, 142].map((x) => circle(x, 34.5, 1.6, '#ffffff')).join('') +
        rect(122, 56, 30, 16, hsl(hue + 30, 60, 88), { rx: 3 })
      );
    case 'network': {
      const nodes = Array.from({ length: 9 }, (_, i) => {
        const angle = (i / 9) * Math.PI * 2 + random() * 0.3;
        return [95 + (44 + random() * 8) * Math.cos(angle), 54 + (28 + random() * 6) * Math.sin(angle)] as const;
      });
      return (
        card(36, 14, 118, 80) +
        nodes
          .map(([x, y], i) => {
            const [nextX, nextY] = nodes[(i + 1) % nodes.length] ?? [x, y];
            return line(95, 54, x, y, '#cfd5dd', 1) + line(x, y, nextX, nextY, '#e1e5ea', 0.8);
          })
          .join('') +
        circle(95, 54, 10, accent) +
        circle(95, 54, 4, '#ffffff') +
        nodes.map(([x, y], i) => circle(x, y, 5, hsl(hue + i * 40, 60, 55)) + circle(x, y, 2, '#ffffff')).join('')
      );
    }
    case 'collage':
      return Array.from({ length: 6 }, (_, i) => {
        const [x, y, tile] = [36 + (i % 3) * 40.5, 14 + Math.floor(i / 3) * 41, hue + i * 55];
        const inside = [
          place(x + 6, y + 16, 0.26, van('#f4f6f8', hsl(tile + 180, 70, 45))),
          place(x + 18.5, y + 18, 0.16, device('dashcam', '#1f232d', hsl(tile + 180, 70, 50))),
          '',
        ][i % 3];
        return (
          rect(x, y, 37, 39, hsl(tile, 55, 72), { rx: 2 }) +
          circle(x + 28, y + 10, 4, '#fff4d6') +
          path(
            `M${x} ${y + 30}Q${x + 12} ${y + 22} ${x + 22} ${y + 28}T${x + 37} ${y + 27}V${y + 37}Q${x + 37} ${y + 39} ${x + 35} ${y + 39}H${x + 2}Q${x} ${y + 39} ${x} ${y + 37}Z`,
            hsl(tile + 40, 40, 45),
          ) +
          inside
        );
      }).join('');
    case 'interview':
      return (
        rect(36, 14, 57, 64, '#2a2f3b', { rx: 2.5 }) +
        rect(97, 14, 57, 64, '#343a48', { rx: 2.5 }) +
        place(50.5, 38, 1.4, person('#d9a47c', hsl(hue, 55, 45))) +
        place(111.5, 38, 1.4, person('#f1c7a5', hsl(hue + 150, 45, 50))) +
        place(64, 72, 0.14, device('box3', '#1f232d', hsl(hue + 180, 70, 50))) +
        card(36, 82, 118, 12) +
        [82, 95, 108].map((x, i) => circle(x, 88, 3.6, i === 2 ? (status[0] ?? accent) : '#e4e7ec')).join('')
      );
  }
}

/** A laptop-style window on a gradient, showing the post's screen. */
export function screenScene({ width: w, height: h, hue, random }: Canvas, screen: Screen): Drawing {
  const defs = linearGradient('bg', [hsl(hue, 60, 62), hsl(hue + 35, 60, 38)], [0, 0, 1, 1]);
  const scale = Math.min((w * 0.84) / 160, (h * 0.8) / 100);
  const window = [
    rect(2, 3, 160, 100, '#000000', { rx: 5, opacity: 0.18 }),
    rect(0, 0, 160, 100, '#f7f8fa', { rx: 5 }),
    path('M0 8V5Q0 0 5 0H155Q160 0 160 5V8Z', '#e4e7ec'),
    ...['#ff5f57', '#febc2e', '#28c840'].map((color, i) => circle(5 + i * 4.5, 4, 1.5, color)),
    rect(0, 8, 30, 92, hsl(hue, 35, 93)),
    rect(0, 95, 5, 5, hsl(hue, 35, 93)),
    ...Array.from({ length: 6 }, (_, i) => rect(4, 16 + i * 8, 22, 3.2, i === 1 ? hsl(hue, 65, 50) : hsl(hue, 25, 82), { rx: 1.6 })),
    content(screen, hue, random),
  ].join('');
  return {
    defs,
    body:
      rect(0, 0, w, h, 'url(#bg)') +
      circle(w * 0.1, h * 0.15, h * 0.35, '#ffffff', { opacity: 0.08 }) +
      circle(w * 0.92, h * 0.92, h * 0.4, '#000000', { opacity: 0.07 }) +
      place((w - 160 * scale) / 2, (h - 100 * scale) / 2, scale, window),
  };
}
