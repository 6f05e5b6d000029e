import { sqlParams } from './sqlParams.ts';
import type { CategoriesQuery } from './types.ts';

export interface CategoriesSql {
  /** Conditions on the `counted` rows (each category with its number of published posts). */
  where: string;
  orderBy: string;
  params: unknown[];
}

/** The filter and order of a categories query, as WordPress' terms controller builds them for WP_Term_Query. */
export function buildCategoriesQuery(query: CategoriesQuery): CategoriesSql {
  const params = sqlParams();
  const where = ['true'];
  if (query.hide_empty) where.push('count > 0');
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const term = params.add(search);
    where.push(`(strpos(lower(name), lower(${term})) > 0 or strpos(lower(slug), lower(${term})) > 0)`);
  }
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const orderBy = query.orderby === 'id' ? `id ${direction}` : `${query.orderby} ${direction}, id asc`;
  return { where: where.join(' and '), orderBy, params: params.values };
}
