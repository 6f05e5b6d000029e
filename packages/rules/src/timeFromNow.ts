const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const units: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '12 minutes ago', 'in 5 minutes', 'yesterday'; under a minute either way: 'just now' or 'in under a minute'. */
export function timeFromNow(iso: string, now: Date): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 60) return seconds < 0 ? 'just now' : 'in under a minute';
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['minute', 60];
  return relative.format(Math.round(seconds / size), unit);
}
