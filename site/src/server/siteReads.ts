import { createApiClient, type DashcamCount, type FleetStats, type Pricing, type WpPost } from '@fleet/api-client';
import { localePath } from '@fleet/i18n/localePath.ts';
import { type Locale, localeSettings, publishedLocales } from '@fleet/i18n/locales.ts';
import { type BlogCategory, blogCategories, excludedCategoryIds } from '@fleet/content/blog/categoryMap.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { blogChips } from '../blog/blogChips.ts';
import { type ContentClient, createContentClient } from '../blog/content/createContentClient.ts';
import { listPostsInLanguages } from '../blog/listPostsInLanguages.ts';
import { postHead } from '../blog/postHead.ts';
import { postLocale } from '../blog/postLocale.ts';
import type { PostsFilter } from '../blog/postsFilter.ts';
import { toBlogPost } from '../blog/toBlogPost.ts';
import { anonKey } from '../data/api.ts';
import { contentBaseUrl } from '../data/contentClient.ts';
import { type FailureEvent, type FailureMessage, failureEvent, failureMessages, logToConsole } from '../data/failureLog.ts';
import { type BlogPostsLoad, loadBlogPosts } from '../data/posts/blogPostsLoad.ts';
import type { LoadedPost } from '../data/posts/useBlogPostQuery.ts';
import { pageLocale, pageMessages } from '../locale/pageMessages.ts';
import type { SiteLocals } from './SiteRender.ts';
import { sanitizeOnServer } from './sanitizeOnServer.ts';

// The in-process fetch routes by path; the origin only makes the URLs absolute.
const localOrigin = 'http://site.local';

/** The typed API client over the server's own API, for a page rendering on the server. */
export const serverApi = (locals: SiteLocals) => createApiClient({ baseUrl: localOrigin, anonKey, fetch: locals.fetch });

/**
 * A read that failed while the page rendered: the page is not one to keep (it shows its failure state), and the
 * server's log gets the event, in the spec's words.
 */
export function readFailed(locals: SiteLocals, event: FailureEvent): void {
  locals.readFailed?.();
  (locals.log ?? logToConsole)(event);
}

/** The body of a successful answer, or undefined: a page shows its 'nothing yet' state rather than fail. */
async function bodyOf<T>(
  locals: SiteLocals,
  message: FailureMessage,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T | undefined> {
  let failure: FailureEvent;
  try {
    const { data, error, response } = await call;
    if (error === undefined) return data;
    failure = { message, status: response.status };
  } catch (error) {
    failure = failureEvent(message, error);
  }
  readFailed(locals, failure);
  return undefined;
}

export const readDashcamCount = (locals: SiteLocals): Promise<DashcamCount | undefined> =>
  bodyOf(locals, failureMessages.dashcamCount, serverApi(locals).GET('/functions/v1/dashcam-count'));

export const readFleetStats = (locals: SiteLocals): Promise<FleetStats | undefined> =>
  bodyOf(locals, failureMessages.fleetStats, serverApi(locals).GET('/functions/v1/fleet-stats'));

export const readPricing = (locals: SiteLocals): Promise<Pricing | undefined> =>
  bodyOf(locals, failureMessages.pricing, serverApi(locals).GET('/functions/v1/pricing'));

/** The blog's content source as the server reads it: its own content API in process, or the WordPress site the build names. */
export const serverContent = (locals: SiteLocals): ContentClient =>
  contentBaseUrl.startsWith('/')
    ? createContentClient({ baseUrl: `${localOrigin}${contentBaseUrl}`, fetch: locals.fetch })
    : createContentClient({ baseUrl: contentBaseUrl });

/**
 * The blog's chips: the category map's and those of the categories the content source added (blogChips), read
 * with GET /categories?per_page=100; when that read fails it is logged, and the map's chips stand alone.
 */
export async function readBlogChips(locals: SiteLocals): Promise<readonly BlogCategory[]> {
  try {
    return blogChips(await serverContent(locals).listCategories(), pageMessages(locals));
  } catch (error) {
    readFailed(locals, failureEvent(failureMessages.categories, error));
    return blogChips(undefined, pageMessages(locals));
  }
}

/** The newest posts outside the excluded categories, those in the page's language first, for the home page's strip. */
export async function readLatestPosts(locals: SiteLocals, count: number): Promise<WpPost[] | undefined> {
  try {
    return await listPostsInLanguages(serverContent(locals), { categoriesExclude: excludedCategoryIds, embed: true }, pageLocale(locals), 0, count);
  } catch (error) {
    readFailed(locals, failureEvent(failureMessages.blogPosts, error));
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
    const labelled = blogCategories(pageMessages(locals));
    const loads = await Promise.all(Array.from({ length: count }, (_, index) => loadBlogPosts(content, filter, index + 1, labelled, pageLocale(locals))));
    const last = loads.findIndex((load) => !load.full);
    return last === -1 ? loads : loads.slice(0, last + 1);
  } catch (error) {
    readFailed(locals, failureEvent(failureMessages.blogPosts, error));
    return undefined;
  }
}

/**
 * One post by slug with its body sanitised, ready for the page; null when there is none. Links to `origin`
 * (the page's own) and to the brand's host stay in the tab. Throws when the post cannot be read.
 */
export async function readPost(locals: SiteLocals, slug: string, pageUrl: URL): Promise<LoadedPost | null> {
  let post: WpPost | null;
  try {
    post = await serverContent(locals).postBySlug(slug);
  } catch (error) {
    readFailed(locals, failureEvent(failureMessages.blogPost, error));
    throw error;
  }
  if (!post) return null;
  const messages = pageMessages(locals);
  const options = {
    siteOrigins: [pageUrl.origin, new URL(brand.host).origin],
    baseUrl: pageUrl.href,
    playerTitle: messages.t('blogPost.videoPlayer'),
    lang: messages.lang,
  };
  const translated = await readTranslations(locals, post);
  const translations = translated.map(({ lang, slug }) => ({ lang, name: localeSettings[lang].name, href: localePath(lang, `/blog/${slug}`) }));
  const slugs = Object.fromEntries(translated.map(({ lang, slug }) => [lang, slug]));
  return {
    post: toBlogPost(post, (html) => sanitizeOnServer(html, options), blogCategories(messages), pageLocale(locals), translations),
    head: postHead(post, brand, slugs),
  };
}

/**
 * The post's published translations in the site's published languages, by slug; one read each. A translation that
 * cannot be read is logged and left out (the page is then not kept, and is made again at the next visit).
 */
async function readTranslations(locals: SiteLocals, post: WpPost): Promise<{ lang: Locale; slug: string }[]> {
  const own = postLocale(post);
  const wanted = publishedLocales.flatMap((lang) => {
    const id = post.translations?.[lang];
    return lang !== own && id !== undefined ? [{ lang, id }] : [];
  });
  const content = serverContent(locals);
  const found = await Promise.all(
    wanted.map(async ({ lang, id }) => {
      try {
        const translation = await content.postById(id);
        return translation ? [{ lang, slug: translation.slug }] : [];
      } catch (error) {
        readFailed(locals, failureEvent(failureMessages.blogPost, error));
        return [];
      }
    }),
  );
  return found.flat();
}
