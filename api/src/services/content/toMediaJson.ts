import type { SiteUrls } from './createSiteUrls.js';
import type { MediaRow, WpMediaJson } from './types.js';

/** WordPress' default intermediate widths; a size is listed only when the original is wider. */
const intermediateWidths = { medium: 300, large: 1024 } as const;

/** An attachment in `embed` context. `authorId` is the post's author: images here have no uploader of their own. */
export function toMediaJson(row: MediaRow, authorId: number, urls: SiteUrls): WpMediaJson {
  const sourceUrl = urls.absolute(row.source_url);
  // WordPress names the file relative to the uploads folder: '2025/03/name.webp'.
  const file = new URL(sourceUrl).pathname.replace(/^(.*?\/uploads)?\//, '');
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const size = (width: number, height: number, sizeFile: string) => ({
    file: sizeFile,
    width,
    height,
    mime_type: row.mime_type,
    source_url: new URL(sizeFile, sourceUrl).href,
  });
  const sizes: WpMediaJson['media_details']['sizes'] = {};
  for (const [key, width] of Object.entries(intermediateWidths)) {
    if (row.width <= width) continue;
    const height = Math.round((row.height * width) / row.width);
    sizes[key] = size(width, height, `${stem}-${width}x${height}${extension}`);
  }
  sizes.full = size(row.width, row.height, name);

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
