import type { Queryable } from '../../db/Database.ts';
import type { PublicCache } from '../cache/PublicCache.ts';
import { buildCategoriesQuery } from './buildCategoriesQuery.ts';
import { buildPostsQuery } from './buildPostsQuery.ts';
import { createSiteUrls } from './createSiteUrls.ts';
import { paginationHeaders } from './paginationHeaders.ts';
import { parseEmbed } from './parseEmbed.ts';
import { queryCategories } from './queryCategories.ts';
import { queryPosts } from './queryPosts.ts';
import type { CategoriesQuery, CollectionPage, PostsQuery, WpCategoryJson, WpPostJson } from './types.ts';

export interface ContentServiceOptions {
  /** The site's public origin (and base path, if any); every link in the answers starts with it. */
  publicUrl: string;
  /** Cleared by the caller whenever the content tables change. */
  cache: PublicCache;
}

export type ContentService = ReturnType<typeof createContentService>;

/** The blog's WordPress REST v2 compatible reads: posts and categories. */
export function createContentService(db: Queryable, options: ContentServiceOptions) {
  const urls = createSiteUrls(options.publicUrl);
  const { cache } = options;

  return {
    async listPosts(query: PostsQuery, requestUrl: URL): Promise<CollectionPage<WpPostJson>> {
      const sql = buildPostsQuery(query);
      const embed = parseEmbed(query._embed);
      // The built SQL and its parameters are the normalised query: equal filters give equal keys.
      const key = `wp:posts:${JSON.stringify([sql, query.page, query.per_page, embed])}`;
      const result = await cache.get(key, () => queryPosts(db, urls, { sql, page: query.page, perPage: query.per_page, embed }));
      return { items: result.items, headers: paginationHeaders(requestUrl, query.page, query.per_page, result.total) };
    },

    async listCategories(query: CategoriesQuery, requestUrl: URL): Promise<CollectionPage<WpCategoryJson>> {
      const sql = buildCategoriesQuery(query);
      const key = `wp:categories:${JSON.stringify([sql, query.page, query.per_page])}`;
      const result = await cache.get(key, () => queryCategories(db, urls, sql, query.page, query.per_page));
      return { items: result.items, headers: paginationHeaders(requestUrl, query.page, query.per_page, result.total) };
    },
  };
}
