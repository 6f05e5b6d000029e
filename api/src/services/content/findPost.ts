import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import type { EmbedRel } from './parseEmbed.ts';
import { queryPosts } from './queryPosts.ts';
import { readPostStatus } from './readPostStatus.ts';
import type { WpPostJson } from './types.ts';
import { withTags } from './withTags.ts';

/**
 * One published post, shaped as the collection shapes it. A draft is there but not for visitors: WordPress
 * answers its id with `rest_forbidden` rather than pretending it is missing.
 */
export async function findPost(db: Queryable, urls: SiteUrls, id: number, embed: readonly EmbedRel[]): Promise<WpPostJson> {
  const status = await readPostStatus(db, id);
  if (status === undefined) throw new ContentQueryError('rest_post_invalid_id', 'Invalid post ID.', 'not_found');
  if (status !== 'publish') throw new ContentQueryError('rest_forbidden', 'Sorry, you are not allowed to do that.', 'unauthenticated');
  const sql = { where: `p.id = $1 and p.status = 'publish'`, orderBy: 'p.id', params: [id] };
  const { items } = await queryPosts(db, urls, { sql, page: 1, perPage: 1, embed });
  const [post] = await withTags(db, items, urls);
  // Unpublished between the two reads.
  if (!post) throw new ContentQueryError('rest_post_invalid_id', 'Invalid post ID.', 'not_found');
  return post;
}
