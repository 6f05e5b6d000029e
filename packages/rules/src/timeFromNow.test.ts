import { describe, expect, it } from 'vitest';
import { timeFromNow } from './timeFromNow.ts';

const now = new Date('2026-11-21T10:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString();

describe('timeFromNow', () => {
  it('counts in the largest whole unit, either way', () => {
    expect(timeFromNow(minutes(-12), now)).toBe('12 minutes ago');
    expect(timeFromNow(minutes(5), now)).toBe('in 5 minutes');
    expect(timeFromNow(minutes(-180), now)).toBe('3 hours ago');
    expect(timeFromNow(minutes(-60 * 24), now)).toBe('yesterday');
    expect(timeFromNow(minutes(-60 * 24 * 3), now)).toBe('3 days ago');
  });

  it('says so under a minute', () => {
    expect(timeFromNow(minutes(-0.5), now)).toBe('just now');
    expect(timeFromNow(minutes(0.5), now)).toBe('in under a minute');
  });
});
