import type { Queryable } from '../../db/Database.ts';
import { isRowId } from './isRowId.ts';

/** A post's status ('publish', 'draft'), or undefined when there is no such post. */
export async function readPostStatus(db: Queryable, id: number): Promise<string | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.query<{ status: string }>('select status from wp_posts where id = $1', [id]);
  return row?.status;
}
