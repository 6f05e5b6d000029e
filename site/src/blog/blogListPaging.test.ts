import { describe, expect, it } from 'vitest';
import { blogListPages, blogLoadSize } from './blogListPaging.ts';

describe('blogListPages', () => {
  it('asks for 6 posts first, then 12 per load, without gaps or overlaps', () => {
    expect(blogListPages(1)).toEqual([{ page: 1, perPage: 6 }]);
    expect(blogListPages(2)).toEqual([
      { page: 2, perPage: 6 },
      { page: 3, perPage: 6 },
    ]);
    expect(blogListPages(3)).toEqual([
      { page: 4, perPage: 6 },
      { page: 5, perPage: 6 },
    ]);
    const offsets = [1, 2, 3, 4].flatMap((load) =>
      blogListPages(load).flatMap(({ page, perPage }) => Array.from({ length: perPage }, (_, i) => (page - 1) * perPage + i)),
    );
    expect(offsets).toEqual(Array.from({ length: 6 + 12 * 3 }, (_, i) => i));
  });

  it('works for other counts', () => {
    expect(blogListPages(1, 10, 10)).toEqual([{ page: 1, perPage: 10 }]);
    expect(blogListPages(2, 4, 6)).toEqual([
      { page: 3, perPage: 2 },
      { page: 4, perPage: 2 },
      { page: 5, perPage: 2 },
    ]);
    expect(blogLoadSize(1)).toBe(6);
    expect(blogLoadSize(4)).toBe(12);
  });
});
