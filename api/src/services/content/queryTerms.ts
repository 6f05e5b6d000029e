import type { Queryable } from '../../db/Database.ts';
import type { TermsSql } from './buildTermsQuery.ts';
import { type Taxonomy, taxonomies } from './taxonomies.ts';
import type { CollectionResult, TermRow } from './types.ts';

/** Each term of the taxonomy with its number of published posts. */
function counted(taxonomy: Taxonomy): string {
  const { terms, postLinks, termColumn, parent } = taxonomies[taxonomy];
  return `with counted as (
  select t.id, t.name, t.slug, t.description, ${parent} as parent,
    (select count(*)::int from ${postLinks} l join wp_posts p on p.id = l.post_id
     where l.${termColumn} = t.id and p.status = 'publish') as count
  from ${terms} t
)`;
}

/** One page of a taxonomy's terms and the total; past the last page the page is simply empty, as in WordPress. */
export async function queryTerms<T>(
  db: Queryable,
  taxonomy: Taxonomy,
  sql: TermsSql,
  page: { page: number; perPage: number },
  toJson: (row: TermRow) => T,
): Promise<CollectionResult<T>> {
  const n = sql.params.length;
  const terms = counted(taxonomy);
  const [rows, total] = await Promise.all([
    db.query<TermRow>(`${terms} select * from counted where ${sql.where} order by ${sql.orderBy} limit $${n + 1} offset $${n + 2}`, [
      ...sql.params,
      page.perPage,
      (page.page - 1) * page.perPage,
    ]),
    db.query<{ total: number }>(`${terms} select count(*)::int as total from counted where ${sql.where}`, sql.params),
  ]);
  return { items: rows.map(toJson), total: total[0]?.total ?? 0 };
}
