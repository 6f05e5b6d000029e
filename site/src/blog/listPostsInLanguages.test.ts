import type { WpPost } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import type { ContentClient, ListPostsParams } from './content/createContentClient.ts';
import { listPostsInLanguages } from './listPostsInLanguages.ts';

/** A source holding `posts` newest first; with `languages` false it names none and ignores the filter, as WordPress without Polylang. */
function source(posts: { id: number; lang: string | null }[], languages = true) {
  const asked: ListPostsParams[] = [];
  const listPosts = async (params: ListPostsParams = {}) => {
    asked.push(params);
    const matching = posts.filter((post) => !languages || (params.lang === 'en' ? post.lang !== 'de' : post.lang === params.lang));
    const offset = params.offset ?? 0;
    const page = matching.slice(offset, offset + (params.perPage ?? 10));
    return {
      posts: page.map(({ id, lang }) => (languages ? { id, lang } : { id }) as WpPost),
      total: matching.length,
      totalPages: null,
    };
  };
  return { client: { listPosts } as unknown as ContentClient, asked };
}

const ids = (posts: WpPost[]) => posts.map((post) => post.id);
// Newest first: English, German and unlabelled posts mixed.
const mixed = [
  { id: 1, lang: 'en' },
  { id: 2, lang: 'de' },
  { id: 3, lang: null },
  { id: 4, lang: 'de' },
  { id: 5, lang: 'en' },
  { id: 6, lang: 'de' },
  { id: 7, lang: 'en' },
];

describe('listPostsInLanguages', () => {
  it('lists the page language’s posts first, then the others, each part newest first, without gaps or repeats', async () => {
    const { client } = source(mixed);
    expect(ids(await listPostsInLanguages(client, {}, 'de', 0, 7))).toEqual([2, 4, 6, 1, 3, 5, 7]);
    expect(ids(await listPostsInLanguages(client, {}, 'en', 0, 7))).toEqual([1, 3, 5, 7, 2, 4, 6]);
    const walked = [];
    for (const [start, count] of [
      [0, 2],
      [2, 2],
      [4, 2],
      [6, 2],
    ] as const)
      walked.push(...ids(await listPostsInLanguages(client, {}, 'de', start, count)));
    expect(walked).toEqual([2, 4, 6, 1, 3, 5, 7]);
  });

  it('asks only for the languages the range reaches, and passes the filter on', async () => {
    const { client, asked } = source(mixed);
    await listPostsInLanguages(client, { search: 'ice', embed: true }, 'de', 0, 2);
    expect(asked).toEqual([{ search: 'ice', embed: true, lang: 'de', offset: 0, perPage: 2 }]);
    asked.length = 0;
    await listPostsInLanguages(client, {}, 'de', 4, 2);
    expect(asked).toEqual([
      { lang: 'de', offset: 4, perPage: 2 },
      { lang: 'en', offset: 1, perPage: 2 },
    ]);
  });

  it('takes a source that names no language as one list', async () => {
    const { client, asked } = source(mixed, false);
    expect(ids(await listPostsInLanguages(client, {}, 'de', 0, 3))).toEqual([1, 2, 3]);
    expect(ids(await listPostsInLanguages(client, {}, 'de', 6, 3))).toEqual([7]);
    // Past its end the first answer is empty: the other language's answer would be the same list again.
    expect(ids(await listPostsInLanguages(client, {}, 'de', 9, 3))).toEqual([]);
    expect(asked.filter((params) => params.lang === 'en')).toHaveLength(1);
  });
});
