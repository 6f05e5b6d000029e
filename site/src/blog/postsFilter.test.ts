import { describe, expect, it } from 'vitest';
import { postsFilter } from './postsFilter.ts';

describe('postsFilter', () => {
  it('leaves out the excluded categories unless one is chosen', () => {
    expect(postsFilter('all', '')).toEqual({ categoriesExclude: [2206, 2233, 2234] });
    expect(postsFilter('no-such-category', '')).toEqual({ categoriesExclude: [2206, 2233, 2234] });
    expect(postsFilter('video', '')).toEqual({ categories: [2239, 1569, 1606, 1581, 2238, 1570, 1571, 1572, 1588] });
  });

  it('searches for the trimmed text, and not at all for blanks', () => {
    expect(postsFilter('news', '  hail  ')).toEqual({ categories: [2042, 1559], search: 'hail' });
    expect(postsFilter('all', '   ')).toEqual({ categoriesExclude: [2206, 2233, 2234] });
  });
});
