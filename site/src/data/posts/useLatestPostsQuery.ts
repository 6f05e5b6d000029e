import { useQuery } from '@tanstack/react-query';
import { excludedCategoryIds } from '../../blog/categoryMap.ts';
import { contentClient } from '../contentClient.ts';
import { queryKeys } from '../keys.ts';

/** The home strip: the newest posts outside the excluded categories. */
export function useLatestPostsQuery(count = 3) {
  return useQuery({
    queryKey: queryKeys.latestPosts(count),
    queryFn: async ({ signal }) => (await contentClient.listPosts({ perPage: count, categoriesExclude: excludedCategoryIds, embed: true }, signal)).posts,
  });
}
