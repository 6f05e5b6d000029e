import type { SiteUrls } from './createSiteUrls.ts';
import type { Taxonomy } from './taxonomies.ts';
import type { PostTermRow, WpTermJson } from './types.ts';

/** A category or tag in `embed` context. */
export function toTermJson(row: PostTermRow, urls: SiteUrls, taxonomy: Taxonomy = 'category'): WpTermJson {
  const link = taxonomy === 'category' ? urls.category(row.slug) : urls.tag(row.slug);
  return { id: row.id, link, name: row.name, slug: row.slug, taxonomy };
}
