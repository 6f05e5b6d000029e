export type WaitUnit = 'seconds' | 'minutes' | 'hours';

/** A wait as a count of the unit it is best read in: 45 seconds, 10 minutes, 3 hours (rounded up, never shorter than the real wait). */
export function waitIn(seconds: number): { unit: WaitUnit; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: 'seconds', count: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** A wait in English words a person reads at a glance: '45 seconds', '1 minute', '3 hours'. */
export function describeWait(seconds: number): string {
  const { unit, count } = waitIn(seconds);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

/**
 * What the API says when it refuses a request for coming too often (in English, as all its answers); without a
 * known wait it says 'later'. The site words it in the page's language from its `rateLimit` messages.
 */
export function rateLimitMessage(retryAfterSeconds: number | undefined): string {
  const when = retryAfterSeconds === undefined ? 'later' : `in ${describeWait(retryAfterSeconds)}`;
  return `Too many requests. Please try again ${when}.`;
}
