import type { APIRoute } from 'astro';
import { brand } from '../brand/brand.ts';
import { sitePages } from '../content/sitePages.ts';
import { sitemapXml } from '../head/sitemap.ts';

export const GET: APIRoute = () => new Response(sitemapXml(brand.host, sitePages), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
