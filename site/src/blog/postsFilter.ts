import { type BlogCategory, categoryMap, excludedCategoryIds } from '@fleet/content/blog/categoryMap.ts';
import type { ListPostsParams } from './content/createContentClient.ts';

export type PostsFilter = Pick<ListPostsParams, 'categories' | 'categoriesExclude' | 'search'>;

/** What the list asks the content source for: the chosen chip's category ids, or everything but the excluded categories. */
export function postsFilter(categoryKey: string, search: string, chips: readonly Pick<BlogCategory, 'key' | 'ids'>[] = categoryMap): PostsFilter {
  const category = chips.find((candidate) => candidate.key === categoryKey);
  const trimmed = search.trim();
  const text = trimmed === '' ? {} : { search: trimmed };
  if (category && category.ids.length > 0) return { categories: category.ids, ...text };
  return { categoriesExclude: excludedCategoryIds, ...text };
}
