import { ContentQueryError } from '../ServiceError.ts';
import { curies, type SiteUrls } from './createSiteUrls.ts';
import type { WpPostTypeJson } from './types.ts';

/** The post types this content API serves, with what WordPress core registers for each. */
const postTypes = {
  post: { name: 'Posts', icon: 'dashicons-admin-post', taxonomies: ['category', 'post_tag'], rest_base: 'posts' },
  attachment: { name: 'Media', icon: 'dashicons-admin-media', taxonomies: [], rest_base: 'media' },
} as const;

/** A post type in `view` context, as WordPress' post types controller prepares it; any other name is `rest_type_invalid`. */
export function findPostType(slug: string, urls: SiteUrls): WpPostTypeJson {
  const type = Object.hasOwn(postTypes, slug) ? postTypes[slug as keyof typeof postTypes] : undefined;
  if (!type) throw new ContentQueryError('rest_type_invalid', 'Invalid post type.', 'not_found');
  return {
    description: '',
    hierarchical: false,
    has_archive: false,
    name: type.name,
    slug,
    icon: type.icon,
    taxonomies: [...type.taxonomies],
    rest_base: type.rest_base,
    rest_namespace: 'wp/v2',
    template: [],
    template_lock: false,
    _links: {
      collection: [{ href: urls.api('types') }],
      'wp:items': [{ href: urls.api(type.rest_base) }],
      curies,
    },
  };
}
