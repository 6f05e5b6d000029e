import type { DashcamCount, FleetStats, Pricing, WpPost } from '@fleet/api-client';
import { type APIRequestContext, expect } from '@playwright/test';
import { anonKey } from './testEnv.ts';

/** The public API as the site calls it, with the anonymous key: tests compare the page with its live answers. */
async function publicGet<T>(request: APIRequestContext, name: string): Promise<T> {
  const response = await request.get(`/functions/v1/${name}`, { headers: { Authorization: `Bearer ${anonKey}` } });
  expect(response.ok(), `GET /functions/v1/${name} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const fetchFleetStats = (request: APIRequestContext) => publicGet<FleetStats>(request, 'fleet-stats');
export const fetchDashcamCount = (request: APIRequestContext) => publicGet<DashcamCount>(request, 'dashcam-count');
export const fetchPricing = (request: APIRequestContext) => publicGet<Pricing>(request, 'pricing');

export type PostSummary = Pick<WpPost, 'slug' | 'title'>;

/** The newest posts as the home strip asks for them: outside the excluded categories, newest first. */
export async function fetchLatestPosts(request: APIRequestContext, count: number): Promise<PostSummary[]> {
  const response = await request.get('/wp-json/wp/v2/posts', {
    params: { per_page: count, orderby: 'date', order: 'desc', categories_exclude: '2206,2233,2234' },
  });
  expect(response.ok(), `GET /wp-json/wp/v2/posts answered ${response.status()}`).toBe(true);
  return (await response.json()) as PostSummary[];
}

/** Rendered HTML text as a person reads it: tags dropped, character references resolved. */
export function htmlText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => named[name] ?? entity)
    .trim();
}

/** What the site shows for a count: locale thousands separators. */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** What the site shows for an amount: US dollars with cents. */
export const formatMoney = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
