import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import { isRowId } from './isRowId.ts';
import { queryTerms } from './queryTerms.ts';
import type { Taxonomy } from './taxonomies.ts';
import type { TermRow } from './types.ts';

/** One category or tag, shaped as its collection shapes it; an id of another taxonomy is no term of this one. */
export async function findTerm<T>(db: Queryable, taxonomy: Taxonomy, id: number, toJson: (row: TermRow) => T): Promise<T> {
  const sql = { where: 'id = $1', orderBy: 'id', params: [id] };
  const { items } = isRowId(id) ? await queryTerms(db, taxonomy, sql, { page: 1, perPage: 1 }, toJson) : { items: [] };
  const [term] = items;
  if (term === undefined) throw new ContentQueryError('rest_term_invalid', 'Term does not exist.', 'not_found');
  return term;
}
