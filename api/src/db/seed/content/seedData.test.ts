import { describe, expect, it } from 'vitest';
import { authors, categories, media, posts, type SeedPost, tags } from './index.ts';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('content seed data', () => {
  it('has unique ids and slugs', () => {
    for (const rows of [authors, categories, tags, media, posts]) {
      expect(unique(rows.map((r) => r.id))).toBe(true);
      expect(unique(rows.map((r) => r.slug))).toBe(true);
    }
  });

  it('numbers tags and categories in one sequence, as WordPress numbers terms', () => {
    expect(unique([...categories, ...tags].map((term) => term.id))).toBe(true);
  });

  it('refers only to rows that exist', () => {
    const categoryIds = new Set(categories.map((c) => c.id));
    const tagIds = new Set(tags.map((t) => t.id));
    for (const post of posts) {
      expect(
        authors.some((a) => a.id === post.authorId),
        post.slug,
      ).toBe(true);
      expect(post.categoryIds.length, post.slug).toBeGreaterThanOrEqual(1);
      expect(post.categoryIds.length, post.slug).toBeLessThanOrEqual(3);
      expect(
        post.categoryIds.every((id) => categoryIds.has(id)),
        post.slug,
      ).toBe(true);
      expect(
        (post.tagIds ?? []).every((id) => tagIds.has(id)),
        post.slug,
      ).toBe(true);
      expect(unique(post.tagIds ?? []), post.slug).toBe(true);
      if (post.featuredMediaId !== null)
        expect(
          media.some((m) => m.id === post.featuredMediaId),
          post.slug,
        ).toBe(true);
    }
  });

  it('puts at least one published post in every category, and two in each hidden one', () => {
    const published = posts.filter((p) => p.status === 'publish');
    for (const category of categories) {
      const count = published.filter((p) => p.categoryIds.includes(category.id)).length;
      expect(count, category.slug).toBeGreaterThanOrEqual([2206, 2233, 2234].includes(category.id) ? 2 : 1);
    }
  });

  it('covers the cases the blog has to handle', () => {
    const published = posts.filter((p) => p.status === 'publish');
    expect(published.length).toBeGreaterThanOrEqual(34);
    expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
    expect(published.filter((p) => p.youtubeVideoId).length).toBeGreaterThanOrEqual(6);
    expect(published.filter((p) => p.featuredMediaId === null).length).toBeGreaterThanOrEqual(4);
    const privateIds = media.filter((m) => m.status === 'private').map((m) => m.id);
    expect(posts.filter((p) => p.featuredMediaId !== null && privateIds.includes(p.featuredMediaId))).toHaveLength(1);
    expect(posts.filter((p) => /<script|onerror=/.test(p.content)).length).toBeGreaterThanOrEqual(1);
    // Tagged and untagged posts; a tag on published posts, one on nothing, one only on a draft.
    expect(published.filter((p) => p.tagIds?.length).length).toBeGreaterThanOrEqual(10);
    expect(published.filter((p) => !p.tagIds?.length).length).toBeGreaterThanOrEqual(10);
    const tagUse = (id: number, among: readonly SeedPost[]) => among.filter((p) => p.tagIds?.includes(id)).length;
    expect(tags.filter((t) => tagUse(t.id, posts) === 0)).toHaveLength(1);
    expect(tags.filter((t) => tagUse(t.id, posts) > 0 && tagUse(t.id, published) === 0)).toHaveLength(1);
    for (const post of posts) {
      expect(post.date < '2026-11-01', post.slug).toBe(true);
      expect(post.youtubeVideoId ?? 'xxxxxxxxxxx', post.slug).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });
});
