import type { PostsSql } from './buildPostsQuery.ts';
import { parseIdList } from './parseIdList.ts';
import { sqlParams } from './sqlParams.ts';
import type { PostsQuery } from './types.ts';

const hasTag = (placeholder: string) => `exists (select 1 from wp_post_tags pt where pt.post_id = p.id and pt.tag_id = any(${placeholder}::int[]))`;

/** A posts query narrowed by `tags` and `tags_exclude`, which match ANY of their ids as the category filters do. */
export function withTagFilters(sql: PostsSql, query: Pick<PostsQuery, 'tags' | 'tags_exclude'>): PostsSql {
  const include = parseIdList(query.tags);
  const exclude = parseIdList(query.tags_exclude);
  if (!include && !exclude) return sql;
  const params = sqlParams(sql.params);
  const where = [sql.where];
  if (include) where.push(hasTag(params.add(include)));
  if (exclude) where.push(`not ${hasTag(params.add(exclude))}`);
  return { ...sql, where: where.join(' and '), params: params.values };
}
