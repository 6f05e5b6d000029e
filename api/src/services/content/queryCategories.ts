import type { Queryable } from '../../db/Database.ts';
import type { CategoriesSql } from './buildCategoriesQuery.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import { toCategoryJson } from './toCategoryJson.ts';
import type { CategoryRow, CollectionResult, WpCategoryJson } from './types.ts';

const counted = `with counted as (
  select c.id, c.name, c.slug, c.description, c.parent,
    (select count(*)::int from wp_post_categories pc join wp_posts p on p.id = pc.post_id
     where pc.category_id = c.id and p.status = 'publish') as count
  from wp_categories c
)`;

/** One page of categories and the total; past the last page the page is simply empty, as in WordPress. */
export async function queryCategories(
  db: Queryable,
  urls: SiteUrls,
  sql: CategoriesSql,
  page: number,
  perPage: number,
): Promise<CollectionResult<WpCategoryJson>> {
  const n = sql.params.length;
  const [rows, total] = await Promise.all([
    db.query<CategoryRow>(`${counted} select * from counted where ${sql.where} order by ${sql.orderBy} limit $${n + 1} offset $${n + 2}`, [
      ...sql.params,
      perPage,
      (page - 1) * perPage,
    ]),
    db.query<{ total: number }>(`${counted} select count(*)::int as total from counted where ${sql.where}`, sql.params),
  ]);
  return { items: rows.map((row) => toCategoryJson(row, urls)), total: total[0]?.total ?? 0 };
}
