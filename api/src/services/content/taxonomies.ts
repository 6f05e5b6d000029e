/**
 * Where each taxonomy keeps its terms and which posts carry them. Categories may nest; tags are flat, so
 * their parent is always 0.
 */
export const taxonomies = {
  category: { terms: 'wp_categories', postLinks: 'wp_post_categories', termColumn: 'category_id', parent: 't.parent' },
  post_tag: { terms: 'wp_tags', postLinks: 'wp_post_tags', termColumn: 'tag_id', parent: '0' },
} as const;

export type Taxonomy = keyof typeof taxonomies;
