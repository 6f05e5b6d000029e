import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

// The months and the day's pattern come from the catalogue rather than Intl.DateTimeFormat: the first such formatter
// loads its locale data, 15-30 ms of main thread on a desktop and several times that on a phone, while the blog's
// islands hydrate.
const months = [
  'blogCard.january',
  'blogCard.february',
  'blogCard.march',
  'blogCard.april',
  'blogCard.may',
  'blogCard.june',
  'blogCard.july',
  'blogCard.august',
  'blogCard.september',
  'blogCard.october',
  'blogCard.november',
  'blogCard.december',
] as const satisfies readonly MessageKey[];

export interface PostDateParts {
  /** What the reader sees, e.g. 'March 4, 2026' (en), '4. März 2026' (de). */
  label: string;
  /** The machine-readable day for <time dateTime>, when the input was an ISO date. */
  dateTime?: string;
}

/**
 * An ISO date ('2026-03-04' or '2026-03-04T09:30:00') becomes 'March 4, 2026' (in the messages' language); anything
 * else is taken as an already formatted label. Only the calendar day is read, in UTC: the post was published on the
 * day its source says, whatever the reader's time zone (a local parse would move midnight posts to the day before
 * west of Greenwich).
 */
export function formatPostDate(date: string, { t }: Pick<Messages, 't'>): PostDateParts {
  const match = isoDay.exec(date);
  if (!match) return { label: date };
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(utc.getTime())) return { label: date };
  const monthKey = months[utc.getUTCMonth()] ?? months[0];
  // As text, not numbers: a number argument would be formatted with grouping ('2,026').
  const label = t('blogCard.date', { month: t(monthKey), day: String(utc.getUTCDate()), year: String(utc.getUTCFullYear()) });
  return { label, dateTime: `${year}-${month}-${day}` };
}
