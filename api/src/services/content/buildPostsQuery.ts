import { defaultLocale } from '@fleet/i18n/locales.ts';
import { ContentQueryError } from '../ServiceError.ts';
import { parseIdList } from './parseIdList.ts';
import { sqlParams } from './sqlParams.ts';
import type { PostsQuery } from './types.ts';

export interface PostsSql {
  /** Conditions on `wp_posts p`. */
  where: string;
  orderBy: string;
  params: unknown[];
}

const orderColumns = { date: 'p.date', id: 'p.id', slug: 'p.slug', title: 'p.title', modified: 'p.modified' } as const;

const inCategories = (placeholder: string) =>
  `exists (select 1 from wp_post_categories pc where pc.post_id = p.id and pc.category_id = any(${placeholder}::int[]))`;

/** The filter and order of a posts query, as WordPress' posts controller builds them for WP_Query. */
export function buildPostsQuery(query: PostsQuery): PostsSql {
  const params = sqlParams();
  const where = [`p.status = 'publish'`];

  const search = query.search?.trim() ?? '';
  const term = search === '' ? undefined : params.add(search);
  if (term) {
    // strpos rather than LIKE: the search text is matched literally, `%` and `_` included.
    where.push(
      `(strpos(lower(p.title), lower(${term})) > 0 or strpos(lower(p.excerpt), lower(${term})) > 0` + ` or strpos(lower(p.content), lower(${term})) > 0)`,
    );
  }

  const include = parseIdList(query.categories);
  if (include) where.push(inCategories(params.add(include)));
  const exclude = parseIdList(query.categories_exclude);
  if (exclude) where.push(`not ${inCategories(params.add(exclude))}`);

  const slugs = [
    ...new Set(
      (query.slug ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ].sort();
  if (slugs.length > 0) where.push(`p.slug = any(${params.add(slugs)}::text[])`);

  // Polylang's filter; the posts with no language are English to the site.
  if (query.lang) where.push(query.lang === defaultLocale ? `(p.lang = ${params.add(query.lang)} or p.lang is null)` : `p.lang = ${params.add(query.lang)}`);

  let orderBy: string;
  if (query.orderby === 'relevance') {
    if (!term) {
      throw new ContentQueryError('rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
    }
    // Title matches first, newest first within each group; `order` does not turn relevance around.
    orderBy = `strpos(lower(p.title), lower(${term})) > 0 desc, p.date desc, p.id desc`;
  } else {
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const column = orderColumns[query.orderby];
    orderBy = column === 'p.id' ? `p.id ${direction}` : `${column} ${direction}, p.id ${direction}`;
  }

  return { where: where.join(' and '), orderBy, params: params.values };
}
