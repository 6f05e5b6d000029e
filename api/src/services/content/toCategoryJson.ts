import { curies, type SiteUrls } from './createSiteUrls.ts';
import type { TermRow, WpCategoryJson } from './types.ts';

/** A category in `view` context, as WordPress' terms controller prepares it. */
export function toCategoryJson(row: TermRow, urls: SiteUrls): WpCategoryJson {
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    link: urls.category(row.slug),
    name: row.name,
    slug: row.slug,
    taxonomy: 'category',
    parent: row.parent,
    meta: {},
    _links: {
      self: [{ href: urls.api(`categories/${row.id}`) }],
      collection: [{ href: urls.api('categories') }],
      about: [{ href: urls.api('taxonomies/category') }],
      ...(row.parent > 0 && { up: [{ embeddable: true, href: urls.api(`categories/${row.parent}`) }] }),
      'wp:post_type': [{ href: urls.api(`posts?categories=${row.id}`) }],
      curies,
    },
  };
}
