const dayMs = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from today to the expiry day (local time); negative once past. */
export function daysLeft(expiresAt: Date, now: Date): number {
  if (expiresAt.getTime() <= now.getTime()) return -1;
  return Math.round((startOfDay(expiresAt) - startOfDay(now)) / dayMs);
}

export type ExpiryTone = 'expired' | 'soon' | 'later';

/** The demo URL expiry line: 'Expired', 'Expires today', 'Expires tomorrow', 'Expires in {n} days'. */
export function expiryLabel(expiresAt: Date, now: Date): { label: string; tone: ExpiryTone } {
  const days = daysLeft(expiresAt, now);
  if (days < 0) return { label: 'Expired', tone: 'expired' };
  // The same measure as isExpiringSoon, so the colour and the "Expiring soon" filter agree.
  const tone: ExpiryTone = expiresAt.getTime() - now.getTime() <= expiringSoonDays * dayMs ? 'soon' : 'later';
  if (days === 0) return { label: 'Expires today', tone };
  if (days === 1) return { label: 'Expires tomorrow', tone };
  return { label: `Expires in ${days} days`, tone };
}

export const expiringSoonDays = 7;

/** Active and expiring within 7 days. */
export function isExpiringSoon(link: { status: string; expires_at: string }, now: Date): boolean {
  const expiresAt = new Date(link.expires_at);
  return link.status === 'active' && expiresAt.getTime() > now.getTime() && expiresAt.getTime() - now.getTime() <= expiringSoonDays * dayMs;
}
