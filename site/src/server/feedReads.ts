import type { WpPost } from '@fleet/api-client';
import type { Locale } from '@fleet/i18n/locales.ts';
import type { PostsFilter } from '../blog/postsFilter.ts';
import { failureEvent, failureMessages } from '../data/failureLog.ts';
import { feedSize } from '../feeds/blogFeed.ts';
import { postSitemapEntries, type SitemapEntry } from '../feeds/sitemap.ts';
import type { SiteLocals } from './SiteRender.ts';
import { readFailed, serverContent } from './siteReads.ts';

/** The most WordPress gives in one page. */
const pageSize = 100;
/** A sitemap holds at most 50,000 addresses; the site's own pages take a few. */
const maxPostPages = 490;

/** The posts a read gives; when they cannot be read, the failure is logged and thrown, for the caller's answer (503). */
async function postsOrLogged<T>(locals: SiteLocals, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    readFailed(locals, failureEvent(failureMessages.blogPosts, error));
    throw error;
  }
}

/** The newest posts of a filter in one language for its feed, with what the feed shows of them (terms, featured image). */
export function readFeedPosts(locals: SiteLocals, filter: PostsFilter, lang: Locale): Promise<WpPost[]> {
  return postsOrLogged(locals, async () => (await serverContent(locals).listPosts({ ...filter, lang, perPage: feedSize, embed: true })).posts);
}

/** Every post's page with its last change and its translations, for the sitemap; throws when the posts cannot be read. */
export function readPostSitemapEntries(locals: SiteLocals): Promise<SitemapEntry[]> {
  return postsOrLogged(locals, async () => {
    const content = serverContent(locals);
    const first = await content.listPosts({ perPage: pageSize });
    const pageCount = Math.min(first.totalPages ?? 1, maxPostPages);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => content.listPosts({ perPage: pageSize, page: index + 2 })));
    return postSitemapEntries([first, ...rest].flatMap((page) => page.posts));
  });
}
