import { describe, expect, it } from 'vitest';
import { daysOfRange, insightsRange } from './insightsRange.ts';

const now = new Date('2026-11-28T09:30:00Z');

describe('insightsRange', () => {
  it('is the last 30 days, today included, when none is asked for', () => {
    expect(insightsRange(undefined, undefined, now)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });

  it('takes the days asked for, one day included', () => {
    expect(insightsRange('2026-11-01', '2026-11-07', now)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(insightsRange('2026-11-28', '2026-11-28', now)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });

  it('refuses what is not a day, a reversed range and one over a year', () => {
    expect(() => insightsRange('2026-02-30', '2026-03-01', now)).toThrow('from must be a date (YYYY-MM-DD)');
    expect(() => insightsRange('2026-11-01T00:00Z', undefined, now)).toThrow('from must be a date (YYYY-MM-DD)');
    expect(() => insightsRange('2026-11-08', '2026-11-07', now)).toThrow('from must not be after to');
    expect(() => insightsRange('2024-01-01', '2026-11-07', now)).toThrow('A report covers at most 366 days');
  });
});

it('lists every day of a range across a month’s end', () => {
  expect(daysOfRange({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
});
