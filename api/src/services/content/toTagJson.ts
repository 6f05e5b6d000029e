import { curies, type SiteUrls } from './createSiteUrls.ts';
import type { TermRow, WpTagJson } from './types.ts';

/** A tag in `view` context, as WordPress' terms controller prepares a term of a flat taxonomy (no parent). */
export function toTagJson(row: TermRow, urls: SiteUrls): WpTagJson {
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    link: urls.tag(row.slug),
    name: row.name,
    slug: row.slug,
    taxonomy: 'post_tag',
    meta: {},
    _links: {
      self: [{ href: urls.api(`tags/${row.id}`) }],
      collection: [{ href: urls.api('tags') }],
      about: [{ href: urls.api('taxonomies/post_tag') }],
      'wp:post_type': [{ href: urls.api(`posts?tags=${row.id}`) }],
      curies,
    },
  };
}
