import { ServiceError } from '../ServiceError.ts';
import { utcDay } from './dailySalt.ts';

/** UTC days, both included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** The longest range a report covers. */
export const maxInsightsDays = 366;
/** The range without one asked for: the last 30 days, today included. */
export const defaultInsightsDays = 30;

const dayMs = 86_400_000;
const plainDay = /^\d{4}-\d{2}-\d{2}$/;

/** A day as given, if it is one the calendar has (2026-02-30 is not). */
function dayOf(text: string, field: 'from' | 'to'): string {
  const at = plainDay.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
  if (!at || Number.isNaN(at.getTime()) || utcDay(at) !== text) {
    throw new ServiceError('invalid', `${field} must be a date (YYYY-MM-DD)`, { field: `query.${field}` });
  }
  return text;
}

export const daysBetween = ({ from, to }: DayRange) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/** Every day of a range, oldest first. */
export function daysOfRange(range: DayRange): string[] {
  const start = Date.parse(range.from);
  return Array.from({ length: daysBetween(range) }, (_, i) => utcDay(new Date(start + i * dayMs)));
}

/** The range an Insights report covers: the one asked for, checked, or the last 30 days up to `now`. */
export function insightsRange(from: string | undefined, to: string | undefined, now: Date): DayRange {
  const end = to === undefined ? utcDay(now) : dayOf(to, 'to');
  const start = from === undefined ? utcDay(new Date(Date.parse(end) - (defaultInsightsDays - 1) * dayMs)) : dayOf(from, 'from');
  if (start > end) throw new ServiceError('invalid', 'from must not be after to', { field: 'query.from' });
  if (daysBetween({ from: start, to: end }) > maxInsightsDays) {
    throw new ServiceError('invalid', `A report covers at most ${maxInsightsDays} days`, { field: 'query.from' });
  }
  return { from: start, to: end };
}
