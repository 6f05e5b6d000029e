import { escapeXml } from './escapeXml.ts';

export interface SitemapEntry {
  /** The page's path, e.g. '/blog/fleet-news'. */
  path: string;
  /** When the page last changed, where that is known (a post's modified time). */
  lastModified?: Date;
}

/** The site's pages for search engines. */
export function sitemapXml(host: string, entries: readonly SitemapEntry[]): string {
  const origin = host.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything public may be crawled except the staff area; the sitemap is announced. */
export function robotsTxt(host: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${host.replace(/\/+$/, '')}/sitemap.xml\n`;
}
