import type { Queryable } from '../../db/Database.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import { toTermJson } from './toTermJson.ts';
import type { PostTermRow, WpPostJson } from './types.ts';

/**
 * A page of posts with their tags: each post's `tags` ids and, where `wp:term` is embedded, its tags as the
 * second list after the categories, in one query for the whole page. Tags come by name, as WordPress'
 * /tags?post= lists them.
 */
export async function withTags(db: Queryable, posts: WpPostJson[], urls: SiteUrls): Promise<WpPostJson[]> {
  if (posts.length === 0) return posts;
  const rows = await db.query<PostTermRow>(
    `select pt.post_id, t.id, t.name, t.slug
     from wp_post_tags pt join wp_tags t on t.id = pt.tag_id
     where pt.post_id = any($1::int[])
     order by t.name, t.id`,
    [posts.map((post) => post.id)],
  );
  const byPost = new Map<number, PostTermRow[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id);
    if (list) list.push(row);
    else byPost.set(row.post_id, [row]);
  }

  return posts.map((post) => {
    const terms = byPost.get(post.id) ?? [];
    const tags = terms.map((term) => term.id).sort((a, b) => a - b);
    const embedded = post._embedded;
    const [categories] = embedded?.['wp:term'] ?? [];
    if (!embedded || !categories) return { ...post, tags };
    return { ...post, tags, _embedded: { ...embedded, 'wp:term': [categories, terms.map((term) => toTermJson(term, urls, 'post_tag'))] } };
  });
}
