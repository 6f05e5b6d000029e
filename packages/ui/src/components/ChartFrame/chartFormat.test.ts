import { describe, expect, it } from 'vitest';
import { formatShortDay, formatValue, shareOf, thinnedIndexes } from './chartFormat.ts';

describe('thinnedIndexes', () => {
  it('writes every label that fits, and thins 90 days on a phone so none crowd', () => {
    expect(thinnedIndexes(7, 1000, 70)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const ninety = thinnedIndexes(90, 300, 56);
    expect(ninety[0]).toBe(0);
    expect(ninety.at(-1)).toBe(89);
    const gaps = ninety.slice(1).map((index, i) => ((index - ninety[i]!) * 300) / 89);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(56);
    expect(ninety.length).toBeLessThanOrEqual(7);
  });

  it('never crowds the last day with the label before it', () => {
    const thirty = thinnedIndexes(30, 700, 56);
    expect(thirty.at(-1)).toBe(29);
    expect(thirty.at(-1)! - thirty.at(-2)!).toBeGreaterThanOrEqual(thirty[1]! - thirty[0]!);
  });

  it('writes the one day of a one-day range', () => {
    expect(thinnedIndexes(1, 300, 56)).toEqual([0]);
    expect(thinnedIndexes(0, 300, 56)).toEqual([]);
  });
});

it('writes days, counts and shares as a person reads them', () => {
  expect(formatShortDay('2026-11-03')).toBe('Nov 3');
  expect(formatValue(12_345_678)).toBe('12,345,678');
  expect(formatValue(0.0962, 'percent')).toBe('9.6%');
  expect(shareOf(1204, 12480)).toBe('9.6%');
  expect(shareOf(3, 0)).toBe('—');
});
