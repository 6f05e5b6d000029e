const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's pages for search engines. */
export function sitemapXml(host: string, paths: readonly string[]): string {
  const origin = host.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything public may be crawled except the staff area; the sitemap is announced. */
export function robotsTxt(host: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${host.replace(/\/+$/, '')}/sitemap.xml\n`;
}
