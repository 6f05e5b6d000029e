import { describe, expect, it } from 'vitest';
import { valueTicks } from './valueTicks.ts';

describe('valueTicks', () => {
  it('ends at a round value at or above the highest figure', () => {
    expect(valueTicks(1_316)).toEqual([0, 500, 1_000, 1_500]);
    expect(valueTicks(1_000)).toEqual([0, 500, 1_000]);
    expect(valueTicks(12_345_678)).toEqual([0, 5_000_000, 10_000_000, 15_000_000]);
    expect(valueTicks(420)).toEqual([0, 200, 400, 600]);
  });

  it('counts in whole steps when the figures are small or all zero', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('keeps to about the number of ticks asked for', () => {
    for (const highest of [7, 95, 999, 1_001, 48_210, 987_654, 12_345_678]) {
      const ticks = valueTicks(highest);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(highest);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
