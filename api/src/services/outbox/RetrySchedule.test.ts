import { describe, expect, it } from 'vitest';
import { doublingRetries, retryDelaySeconds, verdictOn } from './RetrySchedule.ts';

describe('retryDelaySeconds', () => {
  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(12)).toBe(3600);
  });

  it('starts from the wait OUTBOX_RETRY_SECONDS gives', () => {
    expect([1, 2, 3].map((attempts) => retryDelaySeconds(attempts, 2))).toEqual([2, 4, 8]);
    expect(retryDelaySeconds(20, 2)).toBe(3600);
  });
});

describe('verdictOn', () => {
  const schedule = doublingRetries(3, 10);

  it('waits longer after each failed attempt and gives up after the last', () => {
    expect([1, 2, 3].map((attempt) => verdictOn(schedule, attempt, false))).toEqual([
      { delivered: false, givingUp: false, retryInSeconds: 10 },
      { delivered: false, givingUp: false, retryInSeconds: 20 },
      { delivered: false, givingUp: true, retryInSeconds: 40 },
    ]);
  });

  it('ends a delivered row, whatever its attempt', () => {
    expect(verdictOn(schedule, 3, true)).toEqual({ delivered: true, givingUp: false, retryInSeconds: 0 });
  });
});
