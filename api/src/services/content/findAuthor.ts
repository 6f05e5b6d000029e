import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import { isRowId } from './isRowId.ts';
import { toUserJson } from './toUserJson.ts';
import type { AuthorRow, WpUserItemJson } from './types.ts';

/**
 * One user, as WordPress shows users to a visitor: only someone with a published post, and only their public
 * fields. Anyone else is refused with `rest_user_cannot_view`, as WordPress refuses them.
 */
export async function findAuthor(db: Queryable, urls: SiteUrls, id: number): Promise<WpUserItemJson> {
  const [row] = isRowId(id)
    ? await db.query<AuthorRow & { published: boolean }>(
        `select a.id, a.name, a.slug, a.description, a.url,
           exists (select 1 from wp_posts p where p.author_id = a.id and p.status = 'publish') as published
         from wp_authors a where a.id = $1`,
        [id],
      )
    : [];
  if (!row) throw new ContentQueryError('rest_user_invalid_id', 'Invalid user ID.', 'not_found');
  if (!row.published) throw new ContentQueryError('rest_user_cannot_view', 'Sorry, you are not allowed to list users.', 'unauthenticated');
  return { ...toUserJson(row, urls), _links: { self: [{ href: urls.api(`users/${row.id}`) }], collection: [{ href: urls.api('users') }] } };
}
