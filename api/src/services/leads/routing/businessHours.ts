/** The hours the response clock counts: ISO weekdays (Monday 1 … Sunday 7) from `start` to `end` (HH:MM) in `timeZone`. */
export interface BusinessHours {
  days: readonly number[];
  start: string;
  end: string;
  timeZone: string;
}

const minuteMs = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is a time zone this runtime knows (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `ms`, as the UTC milliseconds that would show the same date and time. */
function wallClock(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

/** The moment the wall clock in `timeZone` shows `wall` (a time skipped by a clock change falls just after it). */
function atWallClock(wall: number, timeZone: string): number {
  const first = wall - (wallClock(wall, timeZone) - wall);
  const offset = wallClock(first, timeZone) - first;
  return wall - offset;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Each business day's opening and closing moment from the local day of `from` on, for at most ten years. */
function* windows(from: number, hours: BusinessHours): Generator<[open: number, close: number]> {
  const today = new Date(wallClock(from, hours.timeZone));
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  for (let n = 0; n < 3660; n++) {
    const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + n);
    const weekday = new Date(day).getUTCDay() || 7;
    if (!hours.days.includes(weekday) || end <= start) continue;
    yield [atWallClock(day + start * minuteMs, hours.timeZone), atWallClock(day + end * minuteMs, hours.timeZone)];
  }
}

/** The moment `minutes` business minutes after `from` (`from` itself when it is in business hours and minutes is 0). */
export function addBusinessMinutes(from: Date, minutes: number, hours: BusinessHours): Date {
  let left = minutes * minuteMs;
  for (const [open, close] of windows(from.getTime(), hours)) {
    const begin = Math.max(open, from.getTime());
    if (begin >= close) continue;
    if (left <= close - begin) return new Date(begin + left);
    left -= close - begin;
  }
  // No business day in ten years (no days chosen): the deadline never comes.
  return new Date(8.64e15);
}

/** Whole business minutes between two moments (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  let total = 0;
  for (const [open, close] of windows(from.getTime(), hours)) {
    if (open >= to.getTime()) break;
    total += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, from.getTime()));
  }
  return Math.floor(total / minuteMs);
}
