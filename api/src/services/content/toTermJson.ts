import type { SiteUrls } from './createSiteUrls.ts';
import type { PostTermRow, WpTermJson } from './types.ts';

/** A category in `embed` context. */
export function toTermJson(row: PostTermRow, urls: SiteUrls): WpTermJson {
  return { id: row.id, link: urls.category(row.slug), name: row.name, slug: row.slug, taxonomy: 'category' };
}
