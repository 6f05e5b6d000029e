import { createApiClient, type DashcamCount, type FleetStats, type Pricing, type WpPost } from '@fleet/api-client';
import { excludedCategoryIds } from '@fleet/content/blog/categoryMap.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { type ContentClient, createContentClient } from '../blog/content/createContentClient.ts';
import { postHead } from '../blog/postHead.ts';
import type { PostsFilter } from '../blog/postsFilter.ts';
import { toBlogPost } from '../blog/toBlogPost.ts';
import { anonKey } from '../data/api.ts';
import { contentBaseUrl } from '../data/contentClient.ts';
import { type BlogPostsLoad, loadBlogPosts } from '../data/posts/blogPostsLoad.ts';
import type { LoadedPost } from '../data/posts/useBlogPostQuery.ts';
import type { SiteLocals } from './SiteRender.ts';
import { sanitizeOnServer } from './sanitizeOnServer.ts';

// The in-process fetch routes by path; the origin only makes the URLs absolute.
const localOrigin = 'http://site.local';

/** The typed API client over the server's own API, for a page rendering on the server. */
export const serverApi = (locals: SiteLocals) => createApiClient({ baseUrl: localOrigin, anonKey, fetch: locals.fetch });

/** The body of a successful answer, or undefined: a page shows its 'nothing yet' state rather than fail. */
async function bodyOf<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T | undefined> {
  try {
    const { data, error } = await call;
    return error === undefined ? data : undefined;
  } catch {
    return undefined;
  }
}

export const readDashcamCount = (locals: SiteLocals): Promise<DashcamCount | undefined> => bodyOf(serverApi(locals).GET('/functions/v1/dashcam-count'));

export const readFleetStats = (locals: SiteLocals): Promise<FleetStats | undefined> => bodyOf(serverApi(locals).GET('/functions/v1/fleet-stats'));

export const readPricing = (locals: SiteLocals): Promise<Pricing | undefined> => bodyOf(serverApi(locals).GET('/functions/v1/pricing'));

/** The blog's content source as the server reads it: its own content API in process, or the WordPress site the build names. */
export const serverContent = (locals: SiteLocals): ContentClient =>
  contentBaseUrl.startsWith('/')
    ? createContentClient({ baseUrl: `${localOrigin}${contentBaseUrl}`, fetch: locals.fetch })
    : createContentClient({ baseUrl: contentBaseUrl });

/** The newest posts outside the excluded categories, for the home page's strip. */
export async function readLatestPosts(locals: SiteLocals, count: number): Promise<WpPost[] | undefined> {
  try {
    return (await serverContent(locals).listPosts({ perPage: count, categoriesExclude: excludedCategoryIds, embed: true })).posts;
  } catch {
    return undefined;
  }
}

/**
 * The blog list's first `count` loads for a filter, up to the first that came back short; undefined when the
 * posts cannot be read (the page then says 'Failed to load blog posts').
 */
export async function readListLoads(locals: SiteLocals, filter: PostsFilter, count: number): Promise<BlogPostsLoad[] | undefined> {
  try {
    const content = serverContent(locals);
    const loads = await Promise.all(Array.from({ length: count }, (_, index) => loadBlogPosts(content, filter, index + 1)));
    const last = loads.findIndex((load) => !load.full);
    return last === -1 ? loads : loads.slice(0, last + 1);
  } catch {
    return undefined;
  }
}

/**
 * One post by slug with its body sanitised, ready for the page; null when there is none. Links to `origin`
 * (the page's own) and to the brand's host stay in the tab. Throws when the post cannot be read.
 */
export async function readPost(locals: SiteLocals, slug: string, pageUrl: URL): Promise<LoadedPost | null> {
  const post = await serverContent(locals).postBySlug(slug);
  if (!post) return null;
  const options = { siteOrigins: [pageUrl.origin, new URL(brand.host).origin], baseUrl: pageUrl.href };
  return { post: toBlogPost(post, (html) => sanitizeOnServer(html, options)), head: postHead(post, brand) };
}
