import { localeOrDefault } from '@fleet/i18n/locales.ts';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import type { PostsFilter } from '../../blog/postsFilter.ts';
import { contentClient } from '../contentClient.ts';
import { failureMessages } from '../failureLog.ts';
import { queryKeys } from '../keys.ts';
import { type BlogPostsLoad, loadBlogPosts } from './blogPostsLoad.ts';

/**
 * The blog list: 6 posts, then 12 more per load. Each filter is its own list from page 1, and a list nobody
 * shows is dropped at once, so coming back to a filter starts it over, as changing it does. `served` are the
 * loads the server already rendered the page with: the list starts on them and, for a minute, asks for
 * nothing again. The cards' category labels are the chips' (the server labelled them in the page's language).
 */
export function useBlogPostsQuery(
  filter: PostsFilter,
  chips: readonly BlogCategory[],
  { enabled = true, served }: { enabled?: boolean; served?: readonly BlogPostsLoad[] } = {},
) {
  const lang = localeOrDefault(useMessages().lang);
  return useInfiniteQuery({
    queryKey: queryKeys.blogPosts(filter, lang),
    initialPageParam: 1,
    queryFn: ({ pageParam: load, signal }) => loadBlogPosts(contentClient, filter, load, chips, lang, signal),
    getNextPageParam: (last, _loads, load) => (last.full ? load + 1 : undefined),
    initialData: served && served.length > 0 ? { pages: [...served], pageParams: served.map((_, index) => index + 1) } : undefined,
    gcTime: 0,
    staleTime: 60_000,
    enabled,
    meta: { failure: failureMessages.blogPosts },
  });
}
