const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

// The months are written out rather than asked of Intl.DateTimeFormat: the first such formatter loads its locale
// data, 15-30 ms of main thread on a desktop and several times that on a phone, while the blog's islands hydrate.
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export interface PostDateParts {
  /** What the reader sees, e.g. 'March 4, 2026'. */
  label: string;
  /** The machine-readable day for <time dateTime>, when the input was an ISO date. */
  dateTime?: string;
}

/**
 * An ISO date ('2026-03-04' or '2026-03-04T09:30:00') becomes 'March 4, 2026'; anything else is taken as
 * an already formatted label. Only the calendar day is read, in UTC: the post was published on the day its
 * source says, whatever the reader's time zone (a local parse would move midnight posts to the day before
 * west of Greenwich).
 */
export function formatPostDate(date: string): PostDateParts {
  const match = isoDay.exec(date);
  if (!match) return { label: date };
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(utc.getTime())) return { label: date };
  return {
    label: `${months[utc.getUTCMonth()]} ${utc.getUTCDate()}, ${utc.getUTCFullYear()}`,
    dateTime: `${year}-${month}-${day}`,
  };
}
