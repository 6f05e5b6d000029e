/**
 * Waits, when need be, until the fixed rate-limit window of `windowSeconds` (aligned to the clock, as
 * services/rateLimit counts) has at least `neededSeconds` left: a burst that a window boundary cut in two would
 * count from zero again halfway and never reach the limit.
 */
export async function roomInRateWindow(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left >= neededSeconds) return;
  // Just past the boundary: the next window has all of its time.
  await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
