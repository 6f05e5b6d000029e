import { type Answer, createPublicApiClient, type operations, type WpCategory, type WpError, type WpPost } from '@fleet/api-client';
import type { Locale } from '@fleet/i18n/locales.ts';
import { ContentRequestError } from './ContentRequestError.ts';

export interface ContentClientOptions {
  /** The REST base of the content source, e.g. '/wp-json/wp/v2' or 'https://news.example.com/wp-json/wp/v2'. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

/** What the site asks the posts list for, in its own words; `postsQuery` puts it in WordPress' (openapi.yaml's). */
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
  /** Only posts in this language (Polylang's filter; a source without languages ignores it). */
  lang?: Locale;
  /** Start after this many posts instead of at the page's first (WordPress' offset). */
  offset?: number;
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

type PostsQuery = NonNullable<operations['listPosts']['parameters']['query']>;

export type ContentClient = ReturnType<typeof createContentClient>;

export const defaultPerPage = 12;
export const maxPerPage = 100;

/** The page size WordPress accepts (1..100); a missing or unusable value falls back to the default. */
export function clampPerPage(perPage: number | undefined): number {
  if (perPage === undefined || !Number.isFinite(perPage)) return defaultPerPage;
  return Math.min(maxPerPage, Math.max(1, Math.trunc(perPage)));
}

function postsQuery(params: ListPostsParams): PostsQuery {
  const search = params.search?.trim();
  return {
    page: Math.max(1, Math.trunc(params.page ?? 1) || 1),
    per_page: clampPerPage(params.perPage),
    orderby: 'date',
    order: 'desc',
    search: search || undefined,
    categories: params.categories?.length ? params.categories.join(',') : undefined,
    categories_exclude: params.categoriesExclude?.length ? params.categoriesExclude.join(',') : undefined,
    lang: params.lang,
    offset: params.offset === undefined ? undefined : Math.max(0, Math.trunc(params.offset) || 0),
    _embed: params.embed ? '1' : undefined,
  };
}

/** Where openapi.yaml puts the content paths: a content source's REST base ends in it. */
const restPrefix = '/wp-json/wp/v2';
const postsPath = `${restPrefix}/posts` as const;
const postPath = `${restPrefix}/posts/{id}` as const;
const categoriesPath = `${restPrefix}/categories` as const;

/** 'posts' for the posts path: how the errors name a path. */
const nameOf = (schemaPath: string) => schemaPath.slice(restPrefix.length + 1);

const accept = { Accept: 'application/json' };

const headerCount = (response: Response, name: string): number | null => {
  const value = response.headers.get(name);
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
};

const isWpError = (body: unknown): body is WpError =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' && 'message' in body && typeof body.message === 'string';

const failure = (name: string, response: Response, body: unknown) =>
  isWpError(body)
    ? new ContentRequestError(`${name} answered ${response.status} ${body.code}: ${body.message}`, response.status, body.code)
    : new ContentRequestError(`${name} answered ${response.status}`, response.status);

const withoutJson = (name: string, response: Response) => new ContentRequestError(`${name} answered ${response.status} without JSON`, response.status);

function listOf<T>(name: string, { data, error, response }: Answer<T[]>): T[] {
  // openapi-fetch hands over a failure's body as text when it is not JSON (a proxy's error page).
  if (!response.ok) throw typeof error === 'string' ? withoutJson(name, response) : failure(name, response, error);
  if (!Array.isArray(data)) throw new ContentRequestError(`${name} answered ${response.status} with something other than a list`, response.status);
  return data;
}

/** One call; a success whose body is not JSON (openapi-fetch's parse throws) is a failure of the source. */
async function answerOf<T>(name: string, call: Promise<Answer<T>>): Promise<Answer<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SyntaxError) throw new ContentRequestError(`${name} answered without JSON`, 200);
    throw error;
  }
}

// Called through globalThis at request time: a browser's fetch taken off window and called alone throws 'Illegal invocation'.
const defaultFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/**
 * The typed client on the source: openapi.yaml's paths on the origin (and base path) the REST base names. It
 * carries none of this server's keys, as the source may be another site.
 */
function typedClient(baseUrl: string, fetch: typeof globalThis.fetch) {
  const base = baseUrl.replace(/\/+$/, '');
  const moved = !base.endsWith(restPrefix);
  const client = createPublicApiClient({ baseUrl: moved ? base : base.slice(0, -restPrefix.length), fetch });
  if (moved) {
    // A WordPress whose REST prefix is not wp-json (rest_url_prefix): the contract's paths go under its own base.
    client.use({ onRequest: ({ request }) => new Request(request.url.replace(`${base}${restPrefix}`, base), request) });
  }
  return client;
}

/**
 * A reader of a WordPress REST v2 source (this server's /wp-json/wp/v2, or a real WordPress site): posts by
 * page with the X-WP-Total headers, one post by slug, and the categories.
 */
export function createContentClient({ baseUrl, fetch = defaultFetch }: ContentClientOptions) {
  const client = typedClient(baseUrl, fetch);

  return {
    /** One page of posts, newest first. Past the last page WordPress answers 400; that is the end of the list, not a failure. */
    async listPosts(params: ListPostsParams = {}, signal?: AbortSignal): Promise<PostsPage> {
      const answer = await answerOf(nameOf(postsPath), client.GET(postsPath, { params: { query: postsQuery(params) }, headers: accept, signal }));
      const { error, response } = answer;
      if (response.status === 400 && isWpError(error) && error.code === 'rest_post_invalid_page_number') {
        return { posts: [], total: null, totalPages: null };
      }
      const posts = listOf(nameOf(postsPath), answer);
      return { posts, total: headerCount(response, 'X-WP-Total'), totalPages: headerCount(response, 'X-WP-TotalPages') };
    },

    /** The post with this slug: the first result, or null when there is none. */
    async postBySlug(slug: string, signal?: AbortSignal): Promise<WpPost | null> {
      // A comma would make WordPress look up several slugs; no single post has one.
      if (slug === '' || slug.includes(',')) return null;
      const answer = await answerOf(nameOf(postsPath), client.GET(postsPath, { params: { query: { slug, _embed: '1' } }, headers: accept, signal }));
      return listOf(nameOf(postsPath), answer)[0] ?? null;
    },

    /** The post with this id, without embeds; null when there is none or it is not published (404 or 401). */
    async postById(id: number, signal?: AbortSignal): Promise<WpPost | null> {
      const answer = await answerOf(nameOf(postPath), client.GET(postPath, { params: { path: { id } }, headers: accept, signal }));
      if (answer.response.status === 404 || answer.response.status === 401) return null;
      if (!answer.response.ok)
        throw typeof answer.error === 'string' ? withoutJson(nameOf(postPath), answer.response) : failure(nameOf(postPath), answer.response, answer.error);
      return answer.data ?? null;
    },

    /** The categories (the first 100, the most WordPress gives in one page). */
    async listCategories(signal?: AbortSignal): Promise<WpCategory[]> {
      const answer = await answerOf(
        nameOf(categoriesPath),
        client.GET(categoriesPath, { params: { query: { per_page: maxPerPage } }, headers: accept, signal }),
      );
      return listOf(nameOf(categoriesPath), answer);
    },
  };
}
