import type { Queryable } from '../../db/Database.ts';
import type { PublicCache } from '../cache/PublicCache.ts';
import { buildPostsQuery } from './buildPostsQuery.ts';
import { buildTermsQuery } from './buildTermsQuery.ts';
import { checkTermsPost } from './checkTermsPost.ts';
import { createSiteUrls, type SiteUrls } from './createSiteUrls.ts';
import { findAuthor } from './findAuthor.ts';
import { findMedia } from './findMedia.ts';
import { findPost } from './findPost.ts';
import { findPostType } from './findPostType.ts';
import { findTerm } from './findTerm.ts';
import { paginationHeaders } from './paginationHeaders.ts';
import { parseEmbed } from './parseEmbed.ts';
import { queryPosts } from './queryPosts.ts';
import { queryTerms } from './queryTerms.ts';
import type { Taxonomy } from './taxonomies.ts';
import { toCategoryJson } from './toCategoryJson.ts';
import { toIndexJson, type WpRouteDescription } from './toIndexJson.ts';
import { toTagJson } from './toTagJson.ts';
import type {
  CategoriesQuery,
  CollectionPage,
  PostsQuery,
  TagsQuery,
  TermRow,
  TermsQuery,
  WpCategoryJson,
  WpIndexJson,
  WpMediaItemJson,
  WpPostJson,
  WpPostTypeJson,
  WpTagJson,
  WpUserItemJson,
} from './types.ts';
import { withTagFilters } from './withTagFilters.ts';
import { withTags } from './withTags.ts';

export interface ContentServiceOptions {
  /** The site's public origin (and base path, if any); every link in the answers starts with it. */
  publicUrl: string;
  /** The site's name, as the API index gives it. */
  siteName: string;
  /** Cleared by the caller whenever the content tables change. */
  cache: PublicCache;
}

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The blog's WordPress REST v2 compatible reads: the index, posts, categories and tags, and the media, authors
 * and post types posts link to. Every read is cached until the content changes; a refusal is not.
 */
export function createContentService(db: Queryable, options: ContentServiceOptions) {
  const urls = createSiteUrls(options.publicUrl);
  const { cache } = options;

  async function listTerms<T>(taxonomy: Taxonomy, query: TermsQuery, requestUrl: URL, toJson: (row: TermRow, urls: SiteUrls) => T): Promise<CollectionPage<T>> {
    const sql = buildTermsQuery(taxonomy, query);
    const key = `wp:terms:${taxonomy}:${JSON.stringify([sql, query.page, query.per_page])}`;
    const result = await cache.get(key, async () => {
      if (query.post) await checkTermsPost(db, query.post);
      return queryTerms(db, taxonomy, sql, { page: query.page, perPage: query.per_page }, (row) => toJson(row, urls));
    });
    return { items: result.items, headers: paginationHeaders(requestUrl, query.page, query.per_page, result.total) };
  }

  const getTerm = <T>(taxonomy: Taxonomy, id: number, toJson: (row: TermRow, urls: SiteUrls) => T): Promise<T> =>
    cache.get(`wp:term:${taxonomy}:${id}`, () => findTerm(db, taxonomy, id, (row) => toJson(row, urls)));

  return {
    /** The API index; `routes` are the ones the server registers. */
    index(routes: readonly WpRouteDescription[]): WpIndexJson {
      return toIndexJson(options.siteName, routes, urls);
    },

    async listPosts(query: PostsQuery, requestUrl: URL): Promise<CollectionPage<WpPostJson>> {
      const sql = withTagFilters(buildPostsQuery(query), query);
      const embed = parseEmbed(query._embed);
      // The built SQL and its parameters are the normalised query: equal filters give equal keys.
      const key = `wp:posts:${JSON.stringify([sql, query.page, query.per_page, query.offset, embed])}`;
      const result = await cache.get(key, async () => {
        const page = await queryPosts(db, urls, { sql, page: query.page, perPage: query.per_page, offset: query.offset, embed });
        return { ...page, items: await withTags(db, page.items, urls) };
      });
      return { items: result.items, headers: paginationHeaders(requestUrl, query.page, query.per_page, result.total) };
    },

    getPost(id: number, embedParam: string | undefined): Promise<WpPostJson> {
      const embed = parseEmbed(embedParam);
      return cache.get(`wp:post:${JSON.stringify([id, embed])}`, () => findPost(db, urls, id, embed));
    },

    listCategories: (query: CategoriesQuery, requestUrl: URL): Promise<CollectionPage<WpCategoryJson>> =>
      listTerms('category', query, requestUrl, toCategoryJson),
    getCategory: (id: number): Promise<WpCategoryJson> => getTerm('category', id, toCategoryJson),
    listTags: (query: TagsQuery, requestUrl: URL): Promise<CollectionPage<WpTagJson>> => listTerms('post_tag', query, requestUrl, toTagJson),
    getTag: (id: number): Promise<WpTagJson> => getTerm('post_tag', id, toTagJson),

    getMedia: (id: number): Promise<WpMediaItemJson> => cache.get(`wp:media:${id}`, () => findMedia(db, urls, id)),
    getUser: (id: number): Promise<WpUserItemJson> => cache.get(`wp:user:${id}`, () => findAuthor(db, urls, id)),
    getPostType: async (slug: string): Promise<WpPostTypeJson> => findPostType(slug, urls),
  };
}
