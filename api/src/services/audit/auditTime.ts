const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A filter's date or time as the database will read it, or undefined when it names no real moment of the
 * years the trail can hold (2026-02-30, 0000-01-01): a date stays a date (the whole day), a time becomes UTC.
 */
export function auditTime(text: string): string | undefined {
  const day = dateOnly.exec(text);
  const moment = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(text);
  if (Number.isNaN(moment.getTime())) return undefined;
  const year = moment.getUTCFullYear();
  if (year < 1970 || year > 9999) return undefined;
  if (day) return moment.toISOString().slice(0, 10) === text ? text : undefined;
  return moment.toISOString();
}
