import type { Queryable } from '../../db/Database.ts';
import { ContentQueryError } from '../ServiceError.ts';
import type { PostsSql } from './buildPostsQuery.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import { embedPosts } from './embedPosts.ts';
import type { EmbedRel } from './parseEmbed.ts';
import { toPostJson } from './toPostJson.ts';
import type { CollectionResult, PostRow, PostTermRow, WpPostJson } from './types.ts';
import { wpDate } from './wpDate.ts';

/**
 * The post's translations: the links it came with, and those of the posts that name it as theirs (a sync reads
 * only the posts that changed, and linking a translation in WordPress changes the post saved, not the other one).
 * Only published posts: a draft, or a post not mirrored yet, has no page to link to.
 */
const translations = `(select coalesce(jsonb_object_agg(l.lang, l.id), '{}'::jsonb) from (
    select distinct on (link.lang) link.lang, link.id
    from (
      select t.key as lang, (t.value)::int as id, 0 as rank from jsonb_each(p.translations) t
      union all
      select q.lang, q.id, 1 from wp_posts q where q.lang is not null and q.translations @> jsonb_build_object(p.lang, p.id)
    ) link
    join wp_posts tp on tp.id = link.id and tp.status = 'publish'
    where p.lang is not null and link.lang <> p.lang and link.id <> p.id
    order by link.lang, link.rank
  ) l)`;

export interface PostsPageRequest {
  sql: PostsSql;
  page: number;
  perPage: number;
  /** WordPress' offset: where the posts start, instead of the page's first; the page number is still checked. */
  offset?: number;
  embed: readonly EmbedRel[];
}

/** One page of posts and the total, in a fixed number of queries however many posts the page holds. */
export async function queryPosts(db: Queryable, urls: SiteUrls, request: PostsPageRequest): Promise<CollectionResult<WpPostJson>> {
  const { sql, page, perPage, offset = (page - 1) * perPage } = request;
  const n = sql.params.length;
  const [rows, counted] = await Promise.all([
    db.query<PostRow>(
      `select p.id, ${wpDate('p.date')} as date, ${wpDate('p.modified')} as modified, p.slug, p.status, p.title,
         p.content, p.excerpt, p.author_id, p.featured_media_id, p.youtube_video_id, p.youtube_url,
         p.lang, ${translations} as translations
       from wp_posts p where ${sql.where} order by ${sql.orderBy} limit $${n + 1} offset $${n + 2}`,
      [...sql.params, perPage, offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from wp_posts p where ${sql.where}`, sql.params),
  ]);
  const total = counted[0]?.total ?? 0;
  if (total > 0 && page > Math.ceil(total / perPage)) {
    throw new ContentQueryError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
  }
  if (rows.length === 0) return { items: [], total };

  const terms = await postTerms(
    db,
    rows.map((row) => row.id),
  );
  const embedded = await embedPosts(db, rows, terms, request.embed, urls);
  const items = rows.map((row) => {
    const categoryIds = (terms.get(row.id) ?? []).map((term) => term.id).sort((a, b) => a - b);
    const json = toPostJson(row, categoryIds, urls);
    const embeds = embedded.get(row.id);
    return embeds ? { ...json, _embedded: embeds } : json;
  });
  return { items, total };
}

/** Each post's categories, by name as WordPress' /categories?post= lists them. */
async function postTerms(db: Queryable, postIds: number[]): Promise<Map<number, PostTermRow[]>> {
  const rows = await db.query<PostTermRow>(
    `select pc.post_id, c.id, c.name, c.slug
     from wp_post_categories pc join wp_categories c on c.id = pc.category_id
     where pc.post_id = any($1::int[])
     order by c.name, c.id`,
    [postIds],
  );
  const byPost = new Map<number, PostTermRow[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id);
    if (list) list.push(row);
    else byPost.set(row.post_id, [row]);
  }
  return byPost;
}
