import type { SiteUrls } from './createSiteUrls.ts';
import { toMediaJson } from './toMediaJson.ts';
import type { MediaRow, WpMediaItemJson } from './types.ts';

/**
 * An attachment in `view` context, as WordPress' attachments controller prepares it: the fields it embeds,
 * and around them the ones every post type has. `authorId` is 0 when no post shows the image.
 */
export function toMediaItemJson(row: MediaRow, authorId: number, urls: SiteUrls): WpMediaItemJson {
  const media = toMediaJson(row, authorId, urls);
  return {
    id: media.id,
    date: media.date,
    date_gmt: media.date,
    guid: { rendered: media.source_url },
    modified: media.date,
    modified_gmt: media.date,
    slug: media.slug,
    status: 'inherit',
    type: media.type,
    link: media.link,
    title: media.title,
    author: authorId,
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: {},
    description: { rendered: '' },
    caption: media.caption ?? { rendered: '' },
    alt_text: media.alt_text,
    media_type: media.media_type,
    mime_type: media.mime_type,
    media_details: media.media_details,
    post: null,
    source_url: media.source_url,
    _links: {
      self: [{ href: urls.api(`media/${row.id}`) }],
      collection: [{ href: urls.api('media') }],
      about: [{ href: urls.api('types/attachment') }],
      ...(authorId > 0 && { author: [{ embeddable: true, href: urls.api(`users/${authorId}`) }] }),
    },
  };
}
