import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A request as a browser sends it: compressed answers, and the type a navigation, a feed reader or a script asks for. */
export function browserHeaders(route: string): Record<string, string> {
  const accept = route.startsWith('/_astro/')
    ? '*/*'
    : /\.xml(\?|$)/.test(route)
      ? 'application/rss+xml,application/xml;q=0.9,*/*;q=0.8'
      : 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  return { Accept: accept, 'Accept-Encoding': 'br, gzip' };
}

/**
 * What a crawler sees, read from the running server: every page of /sitemap.xml (its posts carry their last
 * change, its pages do not), the feed and the sitemap themselves, the newest post, and two pages rendered
 * for their query string (a blog category, the calculator's totals).
 */
export async function siteRoutes(baseUrl: string): Promise<string[]> {
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
  if (!sitemap.ok) throw new Error(`GET /sitemap.xml answered ${sitemap.status}`);
  const entries = [...(await sitemap.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const pages = entries.filter((entry) => !entry.includes('<lastmod>')).map((entry) => new URL(/<loc>(.*?)<\/loc>/.exec(entry)![1]!).pathname);
  if (pages.length === 0) throw new Error('/sitemap.xml lists no page');

  const newest = await fetch(`${baseUrl}/wp-json/wp/v2/posts?per_page=1`);
  if (!newest.ok) throw new Error(`the newest post: GET /wp-json/wp/v2/posts?per_page=1 answered ${newest.status}`);
  const [post] = (await newest.json()) as { slug: string }[];
  if (!post) throw new Error('the content API holds no post');

  return [...pages, '/blog/feed.xml', '/sitemap.xml', `/blog/${post.slug}`, '/blog/all?category=news', '/pricing?quantity.dr770x-2ch=3&memory.dr770x-2ch=64GB'];
}

/**
 * The site's largest hashed script: served from disk with its precompressed copy, and near a page's
 * compressed size, so that the comparison weighs the rendering rather than the bytes.
 */
export function staticScript(clientDir: string): string {
  const astroDir = join(clientDir, '_astro');
  const scripts = readdirSync(astroDir).filter((name) => name.endsWith('.js'));
  if (scripts.length === 0) throw new Error(`no script in ${astroDir}: run npm run build`);
  const largest = scripts.reduce((a, b) => (statSync(join(astroDir, b)).size > statSync(join(astroDir, a)).size ? b : a));
  return `/_astro/${largest}`;
}
