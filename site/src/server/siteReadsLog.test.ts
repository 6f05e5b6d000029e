import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogCategories } from '@fleet/content/blog/categoryMap.ts';
import type { FailureEvent } from '../data/failureLog.ts';
import { readFeedPosts, readPostSitemapEntries } from './feedReads.ts';
import type { SiteLocals } from './SiteRender.ts';
import { readBlogChips, readDashcamCount, readFleetStats, readLatestPosts, readListLoads, readPost, readPricing } from './siteReads.ts';

/** Locals whose API answers with `answer`, keeping the events the page gives the server's log. */
function localsAnswering(answer: () => Promise<Response>): SiteLocals & { events: FailureEvent[] } {
  const events: FailureEvent[] = [];
  return { events, fetch: () => answer(), log: (event) => events.push(event) };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const serverError = () => json({ error: 'Internal server error', code: 'internal_error' }, 500);
const pageUrl = new URL('http://localhost:8080/blog/a-post');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a read that fails while a page renders on the server', () => {
  it('is logged as the spec names it, with the status of the answer', async () => {
    const reads: [string, (locals: SiteLocals) => Promise<unknown>][] = [
      ['Failed to fetch fleet stats', readFleetStats],
      ['Failed to fetch pricing', readPricing],
      ['Failed to fetch dashcam count', readDashcamCount],
      ['Failed to load blog posts', (locals) => readLatestPosts(locals, 3)],
      ['Failed to load blog posts', (locals) => readListLoads(locals, { search: '' }, 1)],
    ];
    for (const [message, read] of reads) {
      const locals = localsAnswering(serverError);
      expect(await read(locals), message).toBeUndefined();
      expect(locals.events, message).toEqual([expect.objectContaining({ message, status: 500 })]);
    }
  });

  it('leaves the chips of the category map when the categories cannot be read, logged as the spec says', async () => {
    const locals = localsAnswering(serverError);
    expect(await readBlogChips(locals)).toEqual(blogCategories(messagesFor('en')));
    expect(locals.events).toEqual([expect.objectContaining({ message: 'Failed to fetch categories', status: 500 })]);
  });

  it('is logged with what was thrown when no answer came', async () => {
    const refused = new TypeError('fetch failed');
    const locals = localsAnswering(() => Promise.reject(refused));
    expect(await readPricing(locals)).toBeUndefined();
    expect(locals.events).toEqual([{ message: 'Failed to fetch pricing', error: refused }]);
  });

  it('is logged, then thrown for the page to answer, by the reads a page cannot go without (a post, the feed, the sitemap)', async () => {
    const reads: [string, (locals: SiteLocals) => Promise<unknown>][] = [
      ['Failed to load blog post', (locals) => readPost(locals, 'a-post', pageUrl)],
      ['Failed to load blog posts', (locals) => readFeedPosts(locals, { search: '' }, 'en')],
      ['Failed to load blog posts', readPostSitemapEntries],
    ];
    for (const [message, read] of reads) {
      const locals = localsAnswering(serverError);
      await expect(read(locals), message).rejects.toThrow();
      expect(locals.events, message).toEqual([expect.objectContaining({ message, status: 500 })]);
    }
  });

  it('goes to the console when the server gave no log (astro dev)', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    expect(await readFleetStats({ fetch: serverError })).toBeUndefined();
    expect(console).toHaveBeenCalledExactlyOnceWith('Failed to fetch fleet stats', { status: 500 });
  });

  it('logs nothing when the read answered', async () => {
    const locals = localsAnswering(() => json({ users: 12, dashcams: 34 }));
    expect(await readFleetStats(locals)).toEqual({ users: 12, dashcams: 34 });
    expect(locals.events).toEqual([]);
  });
});
