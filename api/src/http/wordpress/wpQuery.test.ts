import { describe, expect, it } from 'vitest';
import { wpQuery } from './wpQuery.ts';

const read = (search: string) => {
  const url = new URL(`http://site.test/wp-json/wp/v2/posts?${search}`);
  return wpQuery(url, Object.fromEntries(url.searchParams));
};

describe('wpQuery', () => {
  it('folds PHP-style lists into the comma list, in the order sent', () => {
    expect(read('categories[]=2206&categories[]=2233&per_page=5')).toEqual({ categories: '2206,2233', per_page: '5' });
    expect(read('slug[0]=a&slug[1]=b')).toEqual({ slug: 'a,b' });
    expect(read('categories%5B%5D=1')).toEqual({ categories: '1' });
  });

  it('lets a list win over a plain value of the same name, and leaves other queries as they were', () => {
    expect(read('categories=9&categories[]=1')).toEqual({ categories: '1' });
    expect(read('search=a[b]&page=2')).toEqual({ search: 'a[b]', page: '2' });
  });
});
