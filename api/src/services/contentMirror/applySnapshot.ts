import type { Transaction } from '../../db/Database.ts';
import type { MirrorAuthor, MirrorChanges, MirrorPost, MirrorTerm, PostRef, SourceSnapshot } from './types.ts';

const columns = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);

/** Empties the content tables: the seeded posts (or another source's) give way to the first full import. */
async function clearContent(tx: Transaction): Promise<PostRef[]> {
  const removed = await tx.query<PostRef>('select id, title from wp_posts order by id');
  await tx.query('delete from wp_post_tags');
  await tx.query('delete from wp_post_categories');
  await tx.query('delete from wp_posts');
  await tx.query('delete from wp_media');
  await tx.query('delete from wp_tags');
  await tx.query('delete from wp_categories');
  await tx.query('delete from wp_authors');
  return removed;
}

/**
 * A whole list of terms: those the source no longer has go (with their links to posts), the others are
 * written as the source has them. Slugs are unique: they step aside first, so that two terms may swap theirs.
 */
async function replaceTerms(tx: Transaction, taxonomy: 'category' | 'tag', terms: readonly MirrorTerm[]) {
  const [table, links, column] = taxonomy === 'category' ? ['wp_categories', 'wp_post_categories', 'category_id'] : ['wp_tags', 'wp_post_tags', 'tag_id'];
  const ids = columns(terms, 'id');
  await tx.query(`delete from ${links} where ${column} <> all($1::int[])`, [ids]);
  await tx.query(`delete from ${table} where id <> all($1::int[])`, [ids]);
  await tx.query(`update ${table} set slug = '~' || id::text where id = any($1::int[])`, [ids]);
  const values = [ids, columns(terms, 'name'), columns(terms, 'slug'), columns(terms, 'description')];
  if (taxonomy === 'tag') {
    await tx.query(
      `insert into wp_tags (id, name, slug, description)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
       on conflict (id) do update set name = excluded.name, slug = excluded.slug, description = excluded.description`,
      values,
    );
    return;
  }
  await tx.query(
    `insert into wp_categories (id, name, slug, description, parent)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[])
     on conflict (id) do update set name = excluded.name, slug = excluded.slug, description = excluded.description, parent = excluded.parent`,
    [...values, columns(terms, 'parent')],
  );
}

async function upsertAuthors(tx: Transaction, authors: readonly MirrorAuthor[]) {
  if (authors.length === 0) return;
  const ids = columns(authors, 'id');
  // Another author may hold a slug one of these now has: that one steps aside until it is written again.
  await tx.query(`update wp_authors set slug = '~' || id::text where id = any($1::int[]) or slug = any($2::text[])`, [ids, columns(authors, 'slug')]);
  await tx.query(
    `insert into wp_authors (id, name, slug, description, url)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
     on conflict (id) do update set name = excluded.name, slug = excluded.slug, description = excluded.description, url = excluded.url`,
    [ids, columns(authors, 'name'), columns(authors, 'slug'), columns(authors, 'description'), columns(authors, 'url')],
  );
}

interface StoredPost {
  id: number;
  fingerprint: string;
}

/** An object with its keys in the order PostgreSQL's jsonb keeps them (shorter first), as the stored fingerprint has them. */
const jsonbOrder = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)));

/** The fields a visitor sees, as one string: a post read again without a change is not counted as updated. */
const fingerprintOf = (post: MirrorPost) =>
  JSON.stringify([
    post.date,
    post.modified,
    post.slug,
    post.title,
    post.content,
    post.excerpt,
    post.authorId,
    post.featuredMediaId,
    post.youtubeVideoId,
    post.youtubeUrl,
    post.lang,
    jsonbOrder(post.translations),
    post.categoryIds,
    post.tagIds,
  ]);

const storedFingerprint = `json_build_array(
  to_char(p.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(p.modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  p.slug, p.title, p.content, p.excerpt, p.author_id, p.featured_media_id, p.youtube_video_id, p.youtube_url, p.lang, p.translations,
  coalesce((select json_agg(pc.category_id order by pc.category_id) from wp_post_categories pc where pc.post_id = p.id), '[]'::json),
  coalesce((select json_agg(pt.tag_id order by pt.tag_id) from wp_post_tags pt where pt.post_id = p.id), '[]'::json))::text`;

/**
 * Writes what one sync read into the content tables, inside the caller's transaction: the content API,
 * /blog/all and the post pages read these tables, so they follow on commit. Returns what changed among the
 * posts. `replace` empties the tables first (the first import from this source).
 */
export async function applySnapshot(tx: Transaction, snapshot: SourceSnapshot, { replace }: { replace: boolean }): Promise<MirrorChanges> {
  const changes: MirrorChanges = { added: [], updated: [], removed: replace ? await clearContent(tx) : [] };
  await replaceTerms(tx, 'category', snapshot.categories);
  await replaceTerms(tx, 'tag', snapshot.tags);

  // Unpublished or deleted at the source.
  const gone = await tx.query<PostRef>('delete from wp_posts where id <> all($1::int[]) returning id, title', [[...snapshot.publishedIds]]);
  changes.removed.push(...gone);

  const posts = snapshot.posts;
  const postIds = columns(posts, 'id');
  // Every post has an author row: a placeholder where the source showed none (a private users list, a deleted user).
  const authors = new Map(snapshot.authors);
  const known = new Set((await tx.query<{ id: number }>('select id from wp_authors where id = any($1::int[])', [columns(posts, 'authorId')])).map((r) => r.id));
  for (const post of posts) {
    if (!authors.has(post.authorId) && !known.has(post.authorId)) {
      authors.set(post.authorId, { id: post.authorId, name: '', slug: `author-${post.authorId}`, description: '', url: '' });
    }
  }
  await upsertAuthors(tx, [...authors.values()]);

  const media = [...snapshot.media.values()];
  await tx.query(
    `insert into wp_media (id, slug, title, source_url, width, height, mime_type, alt_text, caption, status, date)
     select id, slug, title, source_url, width, height, mime_type, alt_text, caption, 'inherit', date
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])
       as m (id, slug, title, source_url, width, height, mime_type, alt_text, caption, date)
     on conflict (id) do update set slug = excluded.slug, title = excluded.title, source_url = excluded.source_url, width = excluded.width,
       height = excluded.height, mime_type = excluded.mime_type, alt_text = excluded.alt_text, caption = excluded.caption, status = 'inherit',
       date = excluded.date`,
    [
      columns(media, 'id'),
      columns(media, 'slug'),
      columns(media, 'title'),
      columns(media, 'sourceUrl'),
      columns(media, 'width'),
      columns(media, 'height'),
      columns(media, 'mimeType'),
      columns(media, 'altText'),
      columns(media, 'caption'),
      columns(media, 'date'),
    ],
  );

  const stored = new Map(
    (await tx.query<StoredPost>(`select p.id, ${storedFingerprint} as fingerprint from wp_posts p where p.id = any($1::int[])`, [postIds])).map(
      // Through JSON.parse: PostgreSQL spaces its JSON text differently from JSON.stringify.
      (row) => [row.id, JSON.stringify(JSON.parse(row.fingerprint))],
    ),
  );
  // Only terms the mirror has: one made after the lists were read waits for the next sync.
  const categoryIds = new Set(columns(snapshot.categories, 'id'));
  const tagIds = new Set(columns(snapshot.tags, 'id'));
  const written = posts.map((post) => ({
    ...post,
    categoryIds: post.categoryIds.filter((id) => categoryIds.has(id)),
    tagIds: post.tagIds.filter((id) => tagIds.has(id)),
  }));
  for (const post of written) {
    const before = stored.get(post.id);
    if (before === undefined) changes.added.push({ id: post.id, title: post.title });
    else if (before !== fingerprintOf(post)) changes.updated.push({ id: post.id, title: post.title });
  }

  // Slugs are unique: the posts being written step aside, and a post the source gave this slug to another takes its leave.
  await tx.query(`update wp_posts set slug = '~' || id::text where id = any($1::int[])`, [postIds]);
  const displaced = await tx.query<PostRef>('delete from wp_posts where slug = any($1::text[]) and id <> all($2::int[]) returning id, title', [
    columns(written, 'slug'),
    postIds,
  ]);
  changes.removed.push(...displaced);
  await tx.query(
    `insert into wp_posts (id, date, modified, slug, status, title, content, excerpt, author_id, featured_media_id, youtube_video_id, youtube_url,
       lang, translations)
     select id, date, modified, slug, 'publish', title, content, excerpt, author_id, featured_media_id, youtube_video_id, youtube_url,
       lang, translations::jsonb
     from unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::text[], $11::text[],
       $12::text[], $13::text[])
       as p (id, date, modified, slug, title, content, excerpt, author_id, featured_media_id, youtube_video_id, youtube_url, lang, translations)
     on conflict (id) do update set date = excluded.date, modified = excluded.modified, slug = excluded.slug, status = 'publish',
       title = excluded.title, content = excluded.content, excerpt = excluded.excerpt, author_id = excluded.author_id,
       featured_media_id = excluded.featured_media_id, youtube_video_id = excluded.youtube_video_id, youtube_url = excluded.youtube_url,
       lang = excluded.lang, translations = excluded.translations`,
    [
      postIds,
      columns(written, 'date'),
      columns(written, 'modified'),
      columns(written, 'slug'),
      columns(written, 'title'),
      columns(written, 'content'),
      columns(written, 'excerpt'),
      columns(written, 'authorId'),
      columns(written, 'featuredMediaId'),
      columns(written, 'youtubeVideoId'),
      columns(written, 'youtubeUrl'),
      columns(written, 'lang'),
      written.map((post) => JSON.stringify(post.translations)),
    ],
  );
  await replaceLinks(
    tx,
    'wp_post_categories',
    'category_id',
    postIds,
    written.flatMap((post) => post.categoryIds.map((id) => [post.id, id] as const)),
  );
  await replaceLinks(
    tx,
    'wp_post_tags',
    'tag_id',
    postIds,
    written.flatMap((post) => post.tagIds.map((id) => [post.id, id] as const)),
  );

  // What no post shows any more.
  await tx.query('delete from wp_media m where not exists (select 1 from wp_posts p where p.featured_media_id = m.id)');
  await tx.query('delete from wp_authors a where not exists (select 1 from wp_posts p where p.author_id = a.id)');
  return changes;
}

async function replaceLinks(tx: Transaction, table: string, column: string, postIds: number[], links: (readonly [number, number])[]) {
  await tx.query(`delete from ${table} where post_id = any($1::int[])`, [postIds]);
  await tx.query(`insert into ${table} (post_id, ${column}) select * from unnest($1::int[], $2::int[]) on conflict do nothing`, [
    links.map(([postId]) => postId),
    links.map(([, termId]) => termId),
  ]);
}
