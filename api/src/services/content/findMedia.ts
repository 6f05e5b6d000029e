import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import { isRowId } from './isRowId.ts';
import { toMediaItemJson } from './toMediaItemJson.ts';
import type { MediaRow, WpMediaItemJson } from './types.ts';
import { wpDate } from './wpDate.ts';

/**
 * One attachment. Images here have no uploader of their own: the author is that of the post showing the image
 * (a published one first, the earliest first). A private image is there but not for visitors.
 */
export async function findMedia(db: Queryable, urls: SiteUrls, id: number): Promise<WpMediaItemJson> {
  const [row] = isRowId(id)
    ? await db.query<MediaRow & { author_id: number | null }>(
        `select m.id, ${wpDate('m.date')} as date, m.slug, m.title, m.source_url, m.width, m.height, m.mime_type,
           m.alt_text, m.caption, m.status,
           (select p.author_id from wp_posts p where p.featured_media_id = m.id
            order by p.status = 'publish' desc, p.date, p.id limit 1) as author_id
         from wp_media m where m.id = $1`,
        [id],
      )
    : [];
  if (!row) throw new ContentQueryError('rest_post_invalid_id', 'Invalid post ID.', 'not_found');
  if (row.status === 'private') throw new ContentQueryError('rest_forbidden', 'Sorry, you are not allowed to do that.', 'unauthenticated');
  return toMediaItemJson(row, row.author_id ?? 0, urls);
}
