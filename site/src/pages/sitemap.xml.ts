import { publishedLocales } from '@fleet/i18n/locales.ts';
import type { APIRoute } from 'astro';
import { brand } from '@fleet/content/brand/brand.ts';
import { sitePages } from '@fleet/content/sitePages.ts';
import { entriesInLanguages, sitemapXml } from '../feeds/sitemap.ts';
import { readPostSitemapEntries } from '../server/feedReads.ts';
import { unavailable, xmlHeaders } from '../server/xmlAnswer.ts';

/** The site's pages in every published language and every post with its last change, read from the content source at each request. */
export const GET: APIRoute = async ({ locals }) => {
  let posts: Awaited<ReturnType<typeof readPostSitemapEntries>>;
  try {
    posts = await readPostSitemapEntries(locals);
  } catch {
    // A sitemap without the posts would tell crawlers they are gone: ask them to come back instead.
    return unavailable('The sitemap could not be made. Please try again in a moment.');
  }
  const pages = sitePages.flatMap((path) => entriesInLanguages(path, publishedLocales));
  return new Response(sitemapXml(brand.host, [...pages, ...posts]), { headers: xmlHeaders('application/xml') });
};
