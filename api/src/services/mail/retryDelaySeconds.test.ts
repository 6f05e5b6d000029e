import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './OutboxSender.ts';

describe('retryDelaySeconds', () => {
  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(12)).toBe(3600);
  });
});
