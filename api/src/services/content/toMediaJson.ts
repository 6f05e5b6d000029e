import type { SiteUrls } from './createSiteUrls.ts';
import { mediaSizes } from './mediaSizes.ts';
import type { MediaRow, WpMediaJson } from './types.ts';

/** An attachment in `embed` context. `authorId` is the post's author: images here have no uploader of their own. */
export function toMediaJson(row: MediaRow, authorId: number, urls: SiteUrls): WpMediaJson {
  const sourceUrl = urls.absolute(row.source_url);
  // WordPress names the file relative to the uploads folder: '2025/03/name.webp'.
  const file = new URL(sourceUrl).pathname.replace(/^(.*?\/uploads)?\//, '');
  const name = file.slice(file.lastIndexOf('/') + 1);
  const sizes: WpMediaJson['media_details']['sizes'] = {};
  for (const size of mediaSizes(name, row.width, row.height)) {
    sizes[size.name] = {
      file: size.file,
      width: size.width,
      height: size.height,
      mime_type: row.mime_type,
      source_url: new URL(size.file, sourceUrl).href,
    };
  }

  return {
    id: row.id,
    date: row.date,
    slug: row.slug,
    type: 'attachment',
    link: urls.attachment(row.id),
    title: { rendered: row.title },
    author: authorId,
    caption: { rendered: row.caption === '' ? '' : `<p>${row.caption}</p>\n` },
    alt_text: row.alt_text,
    media_type: 'image',
    mime_type: row.mime_type,
    media_details: { width: row.width, height: row.height, file, sizes },
    source_url: sourceUrl,
  };
}
