import type { TimeSeriesPoint } from '../TimeSeriesChart/TimeSeriesChart.tsx';

const dayMs = 86_400_000;
const lastDay = Date.parse('2026-11-27T00:00:00Z');

/** `count` days up to 2026-11-27 of a site with a weekly rhythm, the same on every run. */
export function storyVisitorDays(count: number): TimeSeriesPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(lastDay - (count - 1 - i) * dayMs).toISOString().slice(0, 10);
    const weekend = (i + 3) % 7 >= 5;
    const visitors = (weekend ? 180 : 420) + ((i * 37) % 90);
    return { date, visitors, pageviews: Math.round(visitors * 2.6) };
  });
}

export const visitorSeries = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'pageviews', label: 'Page views' },
] as const;

export const storyPages = [
  { label: '/', value: 9_812, detail: '7,304 visitors' },
  { label: '/pricing', value: 4_120, detail: '3,015 visitors' },
  { label: '/features', value: 2_980, detail: '2,211 visitors' },
  { label: '/blog/how-dashcams-cut-insurance-claims-for-delivery-fleets-by-a-third', value: 1_208, detail: '1,090 visitors' },
  { label: '/contact', value: 512, detail: '430 visitors' },
];

export const storyFunnel = [
  { label: 'Visitors', value: 12_480 },
  { label: 'Opened a form page', value: 1_204 },
  { label: 'Leads', value: 161 },
  { label: 'Demo links generated', value: 84 },
  { label: 'Demo links opened', value: 61 },
];
