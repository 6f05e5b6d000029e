import type { APIRoute } from 'astro';
import { brand } from '@fleet/content/brand/brand.ts';
import { sitePages } from '@fleet/content/sitePages.ts';
import { sitemapXml } from '../feeds/sitemap.ts';
import { readPostSitemapEntries } from '../server/feedReads.ts';
import { unavailable, xmlHeaders } from '../server/xmlAnswer.ts';

/** The site's pages and every post with its last change, read from the content source at each request. */
export const GET: APIRoute = async ({ locals }) => {
  let posts: Awaited<ReturnType<typeof readPostSitemapEntries>>;
  try {
    posts = await readPostSitemapEntries(locals);
  } catch {
    // A sitemap without the posts would tell crawlers they are gone: ask them to come back instead.
    return unavailable('The sitemap could not be made. Please try again in a moment.');
  }
  return new Response(sitemapXml(brand.host, [...sitePages.map((path) => ({ path })), ...posts]), { headers: xmlHeaders('application/xml') });
};
