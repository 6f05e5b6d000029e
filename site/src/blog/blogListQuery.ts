import { type BlogCategory, categoryMap } from '@fleet/content/blog/categoryMap.ts';

/** The category that filters nothing. */
export const allKey = 'all';

/** The most loads a list URL (?page=) asks the server for at once: 6 + 9 x 12 posts. */
const maxListLoads = 10;

export interface BlogListQuery {
  category: string;
  search: string;
  /** How many loads the list shows: 1 is the first six posts, each more adds twelve. */
  page: number;
}

/** The list's category and search as a query string names them; a category not among `chips` is 'all'. */
export function blogListQuery(params: URLSearchParams, chips: readonly Pick<BlogCategory, 'key'>[] = categoryMap): BlogListQuery {
  const requested = params.get('category') ?? allKey;
  return {
    category: chips.some((candidate) => candidate.key === requested) ? requested : allKey,
    search: (params.get('search') ?? '').trim(),
    page: Math.min(maxListLoads, Math.max(1, Math.trunc(Number(params.get('page'))) || 1)),
  };
}

/** The list's URL for a category, search and number of loads; what is at its default is left out. */
export function blogListHref({ category, search, page }: BlogListQuery): string {
  const params = new URLSearchParams();
  if (category !== allKey) params.set('category', category);
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog/all?${query}` : '/blog/all';
}
