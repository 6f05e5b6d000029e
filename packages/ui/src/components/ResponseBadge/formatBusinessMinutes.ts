import { formatNumber } from '@fleet/rules';

/**
 * A span of business minutes: '45 min', '3 h 20 min', '4 h', '26 h 5 min'. Never in days: a business day is as long
 * as the team's business hours, not 24 hours, so hours are the largest unit. Rounded to the minute (a median may
 * have a fraction); a negative span reads '0 min'.
 */
export function formatBusinessMinutes(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatNumber(hours)} h` : `${formatNumber(hours)} h ${rest} min`;
}
