import type { APIRoute } from 'astro';
import { brand } from '@fleet/content/brand/brand.ts';
import { robotsTxt } from '../feeds/sitemap.ts';

export const GET: APIRoute = () => new Response(robotsTxt(brand.host), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
