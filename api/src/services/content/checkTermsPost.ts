import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import { readPostStatus } from './readPostStatus.ts';

/**
 * The `post` filter of the categories and tags, refused as WordPress' terms controller refuses it: a post that
 * is not there is a bad request, one that is not published is not the visitor's to look into.
 */
export async function checkTermsPost(db: Queryable, postId: number): Promise<void> {
  const status = await readPostStatus(db, postId);
  if (status === undefined) throw new ContentQueryError('rest_post_invalid_id', 'Invalid post ID.');
  if (status !== 'publish') {
    throw new ContentQueryError('rest_forbidden_context', 'Sorry, you are not allowed to view terms for this post.', 'unauthenticated');
  }
}
