import { curies, type SiteUrls } from './createSiteUrls.ts';
import type { PostRow, WpLinksJson, WpPostJson } from './types.ts';

/** A post in `view` context, as WordPress' posts controller prepares it (without `_embedded`). */
export function toPostJson(row: PostRow, categoryIds: number[], urls: SiteUrls): WpPostJson {
  return {
    id: row.id,
    date: row.date,
    date_gmt: row.date,
    guid: { rendered: urls.guid(row.id) },
    modified: row.modified,
    modified_gmt: row.modified,
    slug: row.slug,
    status: row.status,
    type: 'post',
    link: urls.post(row.slug),
    title: { rendered: row.title, protected: false },
    content: { rendered: row.content, protected: false },
    excerpt: { rendered: row.excerpt, protected: false },
    author: row.author_id,
    featured_media: row.featured_media_id ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: row.youtube_video_id ? 'video' : 'standard',
    meta: {},
    categories: categoryIds,
    tags: [],
    acf: { youtube_video_id: row.youtube_video_id, youtube_url: row.youtube_url },
    lang: row.lang,
    translations: row.translations,
    _links: postLinks(row, urls),
  };
}

function postLinks(row: PostRow, urls: SiteUrls): WpLinksJson {
  return {
    self: [{ href: urls.api(`posts/${row.id}`) }],
    collection: [{ href: urls.api('posts') }],
    about: [{ href: urls.api('types/post') }],
    author: [{ embeddable: true, href: urls.api(`users/${row.author_id}`) }],
    ...(row.featured_media_id !== null && {
      'wp:featuredmedia': [{ embeddable: true, href: urls.api(`media/${row.featured_media_id}`) }],
    }),
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: urls.api(`categories?post=${row.id}`) },
      { taxonomy: 'post_tag', embeddable: true, href: urls.api(`tags?post=${row.id}`) },
    ],
    curies,
  };
}
