import type { Locale } from '@fleet/i18n/locales.ts';
import type { PostsFilter } from '../blog/postsFilter.ts';

/** Query keys of the site's reads, one factory so hooks and invalidation agree. */
export const queryKeys = {
  fleetStats: () => ['fleet-stats'] as const,
  blogPosts: (filter: PostsFilter, locale: Locale) => ['posts', 'list', locale, filter] as const,
  blogPost: (slug: string) => ['posts', 'slug', slug] as const,
};
