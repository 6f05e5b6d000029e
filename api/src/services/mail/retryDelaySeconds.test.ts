import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './OutboxSender.ts';

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
