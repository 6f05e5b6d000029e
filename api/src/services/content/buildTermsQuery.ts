import { sqlParams } from './sqlParams.ts';
import { type Taxonomy, taxonomies } from './taxonomies.ts';
import type { TermsQuery } from './types.ts';

export interface TermsSql {
  /** Conditions on the `counted` rows (each term with its number of published posts). */
  where: string;
  orderBy: string;
  params: unknown[];
}

/** The filter and order of a categories or tags query, as WordPress' terms controller builds them for WP_Term_Query. */
export function buildTermsQuery(taxonomy: Taxonomy, query: TermsQuery): TermsSql {
  const params = sqlParams();
  const where = ['true'];
  if (query.hide_empty) where.push('count > 0');
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const term = params.add(search);
    where.push(`(strpos(lower(name), lower(${term})) > 0 or strpos(lower(slug), lower(${term})) > 0)`);
  }
  // `post=0` asks for nothing in particular, as in WordPress; a post that is not there is refused before this.
  if (query.post) {
    const { postLinks, termColumn } = taxonomies[taxonomy];
    where.push(`id in (select ${termColumn} from ${postLinks} where post_id = ${params.add(query.post)})`);
  }
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const orderBy = query.orderby === 'id' ? `id ${direction}` : `${query.orderby} ${direction}, id asc`;
  return { where: where.join(' and '), orderBy, params: params.values };
}
