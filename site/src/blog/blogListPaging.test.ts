import { describe, expect, it } from 'vitest';
import { blogLoadSize, blogLoadStart } from './blogListPaging.ts';

describe('blogLoadStart and blogLoadSize', () => {
  it('ask for 6 posts first, then 12 per load, without gaps or overlaps', () => {
    const loads = [1, 2, 3, 4].map((load) => [blogLoadStart(load), blogLoadSize(load)]);
    expect(loads).toEqual([
      [0, 6],
      [6, 12],
      [18, 12],
      [30, 12],
    ]);
    expect(loads.flatMap(([start, size]) => Array.from({ length: size! }, (_, i) => start! + i))).toEqual(Array.from({ length: 42 }, (_, i) => i));
  });

  it('work for other counts', () => {
    expect(blogLoadStart(3, 4, 6)).toBe(10);
    expect(blogLoadSize(2, 4, 6)).toBe(6);
  });
});
