import type { WpCategory, WpError, WpPost } from '@fleet/api-client';
import { ContentRequestError } from './ContentRequestError.ts';

export interface ContentClientOptions {
  /** The REST base of the content source, e.g. '/wp-json/wp/v2' or 'https://news.example.com/wp-json/wp/v2'. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

export interface ListPostsParams {
  /** 1-based; anything below 1 asks for the first page. */
  page?: number;
  /** Clamped to 1..100, as WordPress refuses anything else; 12 when not given. */
  perPage?: number;
  search?: string;
  /** Posts in ANY of these categories. */
  categories?: readonly number[];
  /** Leaves out posts in any of these categories. */
  categoriesExclude?: readonly number[];
  /** Embed the author, featured media and terms (cards and the post page need them). */
  embed?: boolean;
}

export interface PostsPage {
  posts: WpPost[];
  /** X-WP-Total; null when the source did not say (past the last page, or a proxy that hides the header). */
  total: number | null;
  /** X-WP-TotalPages; null when the source did not say. */
  totalPages: number | null;
}

export type ContentClient = ReturnType<typeof createContentClient>;

export const defaultPerPage = 12;
export const maxPerPage = 100;

/** The page size WordPress accepts (1..100); a missing or unusable value falls back to the default. */
export function clampPerPage(perPage: number | undefined): number {
  if (perPage === undefined || !Number.isFinite(perPage)) return defaultPerPage;
  return Math.min(maxPerPage, Math.max(1, Math.trunc(perPage)));
}

const headerCount = (response: Response, name: string): number | null => {
  const value = response.headers.get(name);
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
};

const isWpError = (body: unknown): body is WpError =>
  typeof body === 'object' && body !== null && typeof (body as WpError).code === 'string' && typeof (body as WpError).message === 'string';

// Called through globalThis at request time: a browser's fetch taken off window and called alone throws 'Illegal invocation'.
const defaultFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/**
 * A reader of a WordPress REST v2 source (this server's /wp-json/wp/v2, or a real WordPress site): posts by
 * page with the X-WP-Total headers, one post by slug, and the categories.
 */
export function createContentClient({ baseUrl, fetch: fetchImpl = defaultFetch }: ContentClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, query: URLSearchParams, signal?: AbortSignal): Promise<{ response: Response; body: unknown }> {
    const url = `${base}/${path}?${query.toString()}`;
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ContentRequestError(`${path} answered ${response.status} without JSON`, response.status);
    }
    return { response, body };
  }

  const failure = (path: string, response: Response, body: unknown) =>
    isWpError(body)
      ? new ContentRequestError(`${path} answered ${response.status} ${body.code}: ${body.message}`, response.status, body.code)
      : new ContentRequestError(`${path} answered ${response.status}`, response.status);

  const expectArray = <T>(path: string, response: Response, body: unknown): T[] => {
    if (!response.ok) throw failure(path, response, body);
    if (!Array.isArray(body)) throw new ContentRequestError(`${path} answered ${response.status} with something other than a list`, response.status);
    return body as T[];
  };

  function postsQuery(params: ListPostsParams): URLSearchParams {
    const query = new URLSearchParams({
      page: String(Math.max(1, Math.trunc(params.page ?? 1) || 1)),
      per_page: String(clampPerPage(params.perPage)),
      orderby: 'date',
      order: 'desc',
    });
    const search = params.search?.trim();
    if (search) query.set('search', search);
    if (params.categories?.length) query.set('categories', params.categories.join(','));
    if (params.categoriesExclude?.length) query.set('categories_exclude', params.categoriesExclude.join(','));
    if (params.embed) query.set('_embed', '1');
    return query;
  }

  return {
    /** One page of posts, newest first. Past the last page WordPress answers 400; that is the end of the list, not a failure. */
    async listPosts(params: ListPostsParams = {}, signal?: AbortSignal): Promise<PostsPage> {
      const { response, body } = await get('posts', postsQuery(params), signal);
      if (response.status === 400 && isWpError(body) && body.code === 'rest_post_invalid_page_number') {
        return { posts: [], total: null, totalPages: null };
      }
      const posts = expectArray<WpPost>('posts', response, body);
      return { posts, total: headerCount(response, 'X-WP-Total'), totalPages: headerCount(response, 'X-WP-TotalPages') };
    },

    /** The post with this slug: the first result, or null when there is none. */
    async postBySlug(slug: string, signal?: AbortSignal): Promise<WpPost | null> {
      // A comma would make WordPress look up several slugs; no single post has one.
      if (slug === '' || slug.includes(',')) return null;
      const { response, body } = await get('posts', new URLSearchParams({ slug, _embed: '1' }), signal);
      const posts = expectArray<WpPost>('posts', response, body);
      return posts[0] ?? null;
    },

    /** The categories (the first 100, the most WordPress gives in one page). */
    async listCategories(signal?: AbortSignal): Promise<WpCategory[]> {
      const { response, body } = await get('categories', new URLSearchParams({ per_page: String(maxPerPage) }), signal);
      return expectArray<WpCategory>('categories', response, body);
    },
  };
}
