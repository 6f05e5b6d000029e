import type { Transaction } from '../../Database.ts';
import { authors } from './authors.ts';
import { categories } from './categories.ts';
import { media } from './media.ts';
import { posts } from './posts.ts';
import { tags } from './tags.ts';

/** Inserts the blog's authors, categories, tags, images and posts; rows that already exist are left alone. */
export async function seedContent(tx: Transaction): Promise<void> {
  await tx.query(
    `insert into wp_authors (id, name, slug, description, url)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
     on conflict do nothing`,
    [authors.map((a) => a.id), authors.map((a) => a.name), authors.map((a) => a.slug), authors.map((a) => a.description), authors.map((a) => a.url)],
  );
  await tx.query(
    `insert into wp_categories (id, name, slug, description)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
     on conflict do nothing`,
    [categories.map((c) => c.id), categories.map((c) => c.name), categories.map((c) => c.slug), categories.map((c) => c.description)],
  );
  await tx.query(
    `insert into wp_tags (id, name, slug, description)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
     on conflict do nothing`,
    [tags.map((t) => t.id), tags.map((t) => t.name), tags.map((t) => t.slug), tags.map((t) => t.description)],
  );
  await tx.query(
    `insert into wp_media (id, slug, title, source_url, width, height, mime_type, alt_text, caption, status, date)
     select id, slug, title, source_url, width, height, 'image/webp', alt_text, caption, status, date
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[],
       $9::text[], $10::timestamptz[])
       as m (id, slug, title, source_url, width, height, alt_text, caption, status, date)
     on conflict do nothing`,
    [
      media.map((m) => m.id),
      media.map((m) => m.slug),
      media.map((m) => m.title),
      media.map((m) => m.sourceUrl),
      media.map((m) => m.width),
      media.map((m) => m.height),
      media.map((m) => m.altText),
      media.map((m) => m.caption),
      media.map((m) => m.status),
      media.map((m) => m.date),
    ],
  );
  await tx.query(
    `insert into wp_posts (id, date, modified, slug, status, title, content, excerpt, author_id, featured_media_id,
       youtube_video_id, youtube_url)
     select * from unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[])
     on conflict do nothing`,
    [
      posts.map((p) => p.id),
      posts.map((p) => p.date),
      posts.map((p) => p.modified ?? p.date),
      posts.map((p) => p.slug),
      posts.map((p) => p.status),
      posts.map((p) => p.title),
      posts.map((p) => p.content),
      posts.map((p) => p.excerpt),
      posts.map((p) => p.authorId),
      posts.map((p) => p.featuredMediaId),
      posts.map((p) => p.youtubeVideoId ?? ''),
      posts.map((p) => (p.youtubeVideoId ? `https://www.youtube.com/watch?v=${p.youtubeVideoId}` : '')),
    ],
  );
  const links = posts.flatMap((p) => p.categoryIds.map((categoryId) => [p.id, categoryId] as const));
  await tx.query(
    `insert into wp_post_categories (post_id, category_id)
     select * from unnest($1::int[], $2::int[])
     on conflict do nothing`,
    [links.map(([postId]) => postId), links.map(([, categoryId]) => categoryId)],
  );
  const tagged = posts.flatMap((p) => (p.tagIds ?? []).map((tagId) => [p.id, tagId] as const));
  await tx.query(
    `insert into wp_post_tags (post_id, tag_id)
     select * from unnest($1::int[], $2::int[])
     on conflict do nothing`,
    [tagged.map(([postId]) => postId), tagged.map(([, tagId]) => tagId)],
  );
}
