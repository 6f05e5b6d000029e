import type { WpPost } from '@fleet/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { blogListPages, blogLoadSize } from '../../blog/blogListPaging';
import type { PostsFilter } from '../../blog/postsFilter';
import { contentClient } from '../contentClient';
import { queryKeys } from '../keys';

export interface BlogPostsLoad {
  posts: WpPost[];
  /** The load came back full, so more posts may follow (spec §4: hasMore only while a fetch returns a full page). */
  full: boolean;
}

/**
 * The blog list: 6 posts, then 12 more per load. Each filter is its own list from page 1, and a list nobody
 * shows is dropped at once, so coming back to a filter starts it over, as changing it does.
 */
export function useBlogPostsQuery(filter: PostsFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.blogPosts(filter),
    initialPageParam: 1,
    queryFn: async ({ pageParam: load, signal }): Promise<BlogPostsLoad> => {
      const pages = await Promise.all(
        blogListPages(load).map(({ page, perPage }) => contentClient.listPosts({ ...filter, page, perPage, embed: true }, signal)),
      );
      const posts = pages.flatMap((page) => page.posts);
      return { posts, full: posts.length === blogLoadSize(load) };
    },
    getNextPageParam: (last, _loads, load) => (last.full ? load + 1 : undefined),
    gcTime: 0,
    enabled,
  });
}
