import { localePath } from '@fleet/i18n/localePath.ts';
import { publishedLocales } from '@fleet/i18n/locales.ts';
import { sitePages } from '@fleet/content/sitePages.ts';

/**
 * Every page a visitor lands on, in every published language: the site's fixed pages and, as the running site has it,
 * its newest blog post.
 */
export async function pageRoutes(siteUrl: string): Promise<string[]> {
  const answer = await fetch(`${siteUrl}/wp-json/wp/v2/posts?per_page=1`);
  if (!answer.ok) throw new Error(`the newest post: HTTP ${answer.status}`);
  const [newest] = (await answer.json()) as { slug: string }[];
  const pages = [...sitePages, ...(newest ? [`/blog/${newest.slug}`] : [])];
  return publishedLocales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
}
