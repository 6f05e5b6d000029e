import { blogCategories } from './categoryMap.ts';

/** The category that filters nothing. */
export const allKey = 'all';

export interface BlogListQuery {
  category: string;
  search: string;
}

/** The list's category and search as a query string names them; an unknown category is 'all'. */
export function blogListQuery(params: URLSearchParams): BlogListQuery {
  const requested = params.get('category') ?? allKey;
  return {
    category: blogCategories.some((candidate) => candidate.key === requested) ? requested : allKey,
    search: (params.get('search') ?? '').trim(),
  };
}
