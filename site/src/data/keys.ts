import type { PostsFilter } from '../blog/postsFilter.ts';

/** Query keys of the site's reads, one factory so hooks and invalidation agree. */
export const queryKeys = {
  fleetStats: () => ['fleet-stats'] as const,
  dashcamCount: () => ['dashcam-count'] as const,
  pricing: () => ['pricing'] as const,
  latestPosts: (count: number) => ['posts', 'latest', count] as const,
  blogPosts: (filter: PostsFilter) => ['posts', 'list', filter] as const,
  blogPost: (slug: string) => ['posts', 'slug', slug] as const,
};
