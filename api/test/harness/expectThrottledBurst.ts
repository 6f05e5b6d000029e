import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import { delayAfter } from '../../src/services/auth/signInThrottle.ts';

/**
 * The most attempts the throttle lets through in a burst lasting `seconds`: the free ones at once, then one
 * more after each growing delay that fits (2 s, then 4 s more …). A busy machine stretches a burst past the
 * first delay, and the throttle rightly lets the next attempt in then; anything beyond is a burst beating it.
 */
export function attemptsAllowedWithin(seconds: number, free: number): number {
  let allowed = free;
  let elapsed = delayAfter(allowed, free);
  while (elapsed <= seconds) {
    allowed += 1;
    elapsed += delayAfter(allowed, free);
  }
  return allowed;
}

/**
 * Sends a burst of attempts at once and checks that the throttle checked no more of them than its schedule
 * allows for the burst's duration, and refused the rest with 429.
 */
export async function expectThrottledBurst(send: () => Promise<number>[], free: number): Promise<void> {
  const started = performance.now();
  const statuses = await Promise.all(send());
  const seconds = (performance.now() - started) / 1000;
  const checked = statuses.filter((status) => status === 401).length;
  const refused = statuses.filter((status) => status === 429).length;
  expect(checked).toBeGreaterThanOrEqual(free);
  expect(checked, `${checked} checked in a burst of ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(attemptsAllowedWithin(seconds, free));
  expect(checked + refused).toBe(statuses.length);
}
