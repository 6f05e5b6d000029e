import type { Queryable } from '../../db/Database.ts';
import type { SiteUrls } from './createSiteUrls.ts';
import type { EmbedRel } from './parseEmbed.ts';
import { toMediaJson } from './toMediaJson.ts';
import { toTermJson } from './toTermJson.ts';
import { toUserJson } from './toUserJson.ts';
import type { AuthorRow, MediaRow, PostRow, PostTermRow, WpEmbeddedJson, WpErrorJson } from './types.ts';
import { wpDate } from './wpDate.ts';

const forbidden: WpErrorJson = {
  code: 'rest_forbidden',
  message: 'Sorry, you are not allowed to view this item.',
  data: { status: 403 },
};
const missingUser: WpErrorJson = { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } };
const missingMedia: WpErrorJson = { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } };

/**
 * `_embedded` for a page of posts, keyed by post id: one query for all their authors and one for all their
 * images, whatever the page size. Categories come in already loaded, since every post lists them anyway.
 */
export async function embedPosts(
  db: Queryable,
  posts: readonly PostRow[],
  terms: ReadonlyMap<number, PostTermRow[]>,
  rels: readonly EmbedRel[],
  urls: SiteUrls,
): Promise<Map<number, WpEmbeddedJson>> {
  const embedded = new Map<number, WpEmbeddedJson>();
  if (rels.length === 0) return embedded;
  const authorIds = rels.includes('author') ? unique(posts.map((p) => p.author_id)) : [];
  const mediaIds = rels.includes('wp:featuredmedia') ? unique(posts.flatMap((p) => p.featured_media_id ?? [])) : [];
  const [authors, media] = await Promise.all([
    byId<AuthorRow>(db, authorIds, 'select id, name, slug, description, url from wp_authors where id = any($1::int[])'),
    byId<MediaRow>(
      db,
      mediaIds,
      `select id, ${wpDate('date')} as date, slug, title, source_url,
         width, height, mime_type, alt_text, caption, status
       from wp_media where id = any($1::int[])`,
    ),
  ]);

  for (const post of posts) {
    const item: WpEmbeddedJson = {};
    if (rels.includes('author')) {
      const author = authors.get(post.author_id);
      item.author = [author ? toUserJson(author, urls) : missingUser];
    }
    if (rels.includes('wp:featuredmedia') && post.featured_media_id !== null) {
      const image = media.get(post.featured_media_id);
      const json = !image ? missingMedia : image.status === 'private' ? forbidden : toMediaJson(image, post.author_id, urls);
      item['wp:featuredmedia'] = [json];
    }
    if (rels.includes('wp:term')) {
      item['wp:term'] = [(terms.get(post.id) ?? []).map((term) => toTermJson(term, urls)), []];
    }
    if (Object.keys(item).length > 0) embedded.set(post.id, item);
  }
  return embedded;
}

const unique = (ids: number[]) => [...new Set(ids)];

async function byId<Row extends { id: number }>(db: Queryable, ids: number[], sql: string) {
  const rows = ids.length === 0 ? [] : await db.query<Row>(sql, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}
