import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './TokenBuckets.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('token buckets', () => {
  it('lets a key take its minute’s worth at once, then one each 60/perMinute seconds', () => {
    const time = clock();
    const buckets = new TokenBuckets({ perMinute: 6, now: time.now });
    for (let i = 0; i < 6; i++) expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.waitSeconds('a')).toBe(10);
    // Another key is not held back.
    expect(buckets.take('b')).toBe(true);
    time.advance(9_999);
    expect(buckets.take('a')).toBe(false);
    time.advance(1);
    expect(buckets.waitSeconds('a')).toBe(0);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    // Never more than a minute's worth saved up.
    time.advance(3_600_000);
    for (let i = 0; i < 6; i++) expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });

  it('remembers at most maxKeys: full buckets are forgotten first, then those used longest ago', () => {
    const time = clock();
    const buckets = new TokenBuckets({ perMinute: 2, maxKeys: 10, now: time.now });
    buckets.take('emptied');
    buckets.take('emptied');
    for (let i = 0; i < 9; i++) buckets.take(`key-${i}`);
    expect(buckets.size).toBe(10);
    time.advance(30_000);
    // Every bucket but the emptied one has filled again by now: they go, it stays.
    buckets.take('new');
    expect(buckets.size).toBe(2);
    expect(buckets.take('emptied')).toBe(true);
    for (let i = 0; i < 20; i++) buckets.take(`crowd-${i}`);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});
