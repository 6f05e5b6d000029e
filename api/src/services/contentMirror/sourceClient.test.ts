import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWordPress, startFakeWordPress } from '../../../test/harness/fakeWordPress.ts';
import { SourceError } from './SourceError.ts';
import { createSourceClient } from './sourceClient.ts';

let wordpress: FakeWordPress;

beforeAll(async () => {
  wordpress = await startFakeWordPress();
  for (let id = 2; id <= 250; id++) wordpress.categories.set(id, { id, name: `Category ${id}`, slug: `category-${id}`, description: '' });
});
afterAll(() => wordpress?.close());

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return (error as SourceError).message;
};

describe('the source client', () => {
  it('reads a whole list page by page, as many pages as X-WP-TotalPages says, 100 at a time in id order', async () => {
    wordpress.requests.length = 0;
    const items = await createSourceClient({ baseUrl: wordpress.url }).list('categories', { _fields: 'id,name' });
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(wordpress.requests).toEqual(
      [1, 2, 3].map((page) => `GET /wp-json/wp/v2/categories?_fields=id%2Cname&per_page=100&page=${page}&orderby=id&order=asc`),
    );
  });

  it('reads again when the list changes while it is being paged through, and gives up after three tries', async () => {
    let calls = 0;
    let grow = true;
    const growing: typeof fetch = async (input, init) => {
      calls += 1;
      // A category published between two pages of every read.
      if (grow && calls % 2 === 0) wordpress.categories.set(1000 + calls, { id: 1000 + calls, name: 'Late', slug: `late-${calls}`, description: '' });
      return fetch(input, init);
    };
    expect(await failure(createSourceClient({ baseUrl: wordpress.url, fetch: growing }).list('categories'))).toMatch(
      /^categories changed while it was being read \(\d+ items, then \d+\)$/,
    );
    expect(calls).toBe(6);
    calls = 1;
    grow = false;
    const items = await createSourceClient({ baseUrl: wordpress.url, fetch: growing }).list('categories');
    expect(items).toHaveLength(wordpress.categories.size);
  });

  it.each([
    ['down', /^GET \/wp-json\/wp\/v2\/posts\?per_page=100&page=1&orderby=id&order=asc answered 503 \(maintenance\)$/],
    ['html', /answered text\/html; charset=UTF-8 rather than JSON$/],
    ['truncated', /answered something that is not JSON$/],
    ['not-a-list', /^GET posts page 1 answered something that is not a list$/],
    ['redirect', /redirected to http:\/\/169\.254\.169\.254\/latest\/meta-data\/: set CONTENT_SOURCE_URL to the address that answers$/],
  ] as const)('refuses a source that answers %s', async (trouble, message) => {
    wordpress.trouble = trouble;
    wordpress.requests.length = 0;
    try {
      expect(await failure(createSourceClient({ baseUrl: wordpress.url }).list('posts'))).toMatch(message);
      // A redirect is never followed: nothing but the configured source is ever asked.
      expect(wordpress.requests).toHaveLength(1);
    } finally {
      wordpress.trouble = undefined;
    }
  });

  it('bounds every answer in time and in size', async () => {
    wordpress.trouble = 'hang';
    try {
      const started = performance.now();
      expect(await failure(createSourceClient({ baseUrl: wordpress.url, timeoutMs: 300 }).list('posts'))).toMatch(/did not answer within 0\.3 s$/);
      expect(performance.now() - started).toBeLessThan(2000);
      wordpress.trouble = 'huge';
      expect(await failure(createSourceClient({ baseUrl: wordpress.url, maxBytes: 1024 * 1024 }).list('posts'))).toMatch(/answered more than 1 MB$/);
    } finally {
      wordpress.trouble = undefined;
    }
  });

  it('says when the source cannot be reached', async () => {
    const gone = await startFakeWordPress();
    await gone.close();
    expect(await failure(createSourceClient({ baseUrl: gone.url }).list('posts'))).toMatch(/failed: ECONNREFUSED$/);
  });

  it('stops at once when the server stops', async () => {
    wordpress.trouble = 'hang';
    try {
      const stopping = new AbortController();
      const read = createSourceClient({ baseUrl: wordpress.url, signal: stopping.signal }).list('posts');
      setTimeout(() => stopping.abort(new Error('stopping')), 50);
      await expect(read).rejects.toThrow('stopping');
    } finally {
      wordpress.trouble = undefined;
    }
  });
});
