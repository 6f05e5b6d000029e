import { formatNumber } from '@fleet/rules';

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A UTC day (YYYY-MM-DD) as an axis writes it: 'Nov 3'. */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** A UTC day as a table writes it: 'Nov 3, 2026'. */
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** A share of 0–1 with one decimal: 0.0962 → '9.6%'. */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;

/** '9.6%' of a whole, or '—' when there is none to take a share of. */
export const shareOf = (part: number, whole: number) => (whole === 0 ? '—' : formatShare(part / whole));

export type ValueFormat = 'number' | 'percent';

export const formatValue = (value: number, format: ValueFormat = 'number') => (format === 'percent' ? formatShare(value) : formatNumber(value));

/**
 * Which of `count` evenly spaced labels to write so that, `width` pixels wide, none is closer than `minGap` pixels to
 * the next: every one, or every second, third… always the first and the last.
 */
export function thinnedIndexes(count: number, width: number, minGap: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const step = Math.max(1, Math.ceil((minGap * (count - 1)) / Math.max(width, 1)));
  const indexes: number[] = [];
  for (let i = 0; i < count; i += step) indexes.push(i);
  const last = count - 1;
  // The last day is always written; the label before it gives way if it would crowd it.
  if (indexes.at(-1) !== last) {
    if (last - indexes.at(-1)! < step && indexes.length > 1) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}
