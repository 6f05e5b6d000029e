/** A wait in words a person reads at a glance: '45 seconds', '10 minutes', '3 hours' (rounded up, never shorter than the real wait). */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** What a form says when the server refuses it for sending too often; without a known wait it says 'later'. */
export function rateLimitMessage(retryAfterSeconds: number | undefined): string {
  const when = retryAfterSeconds === undefined ? 'later' : `in ${describeWait(retryAfterSeconds)}`;
  return `Too many requests. Please try again ${when}.`;
}
