import { describe, expect, it } from 'vitest';
import type { SiteLocals } from './SiteRender.ts';
import { readFleetStats, readLatestPosts, readListLoads, readPricing } from './siteReads.ts';

/** Locals whose API answers with `answer`, counting the reads the page says failed. */
function localsAnswering(answer: () => Promise<Response>): SiteLocals & { failures: number } {
  const locals = {
    failures: 0,
    fetch: () => answer(),
    readFailed: () => {
      locals.failures++;
    },
  };
  return locals;
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the reads a page makes while it renders on the server', () => {
  it('say when a read failed and the page shows its failure state instead, so the page is not kept for others', async () => {
    for (const answer of [() => json({ error: 'Internal server error', code: 'internal_error' }, 500), () => Promise.reject(new TypeError('fetch failed'))]) {
      const locals = localsAnswering(answer);
      expect(await readFleetStats(locals)).toBeUndefined();
      expect(await readPricing(locals)).toBeUndefined();
      expect(await readLatestPosts(locals, 3)).toBeUndefined();
      expect(await readListLoads(locals, { search: '' }, 1)).toBeUndefined();
      expect(locals.failures).toBe(4);
    }
  });

  it('say nothing when the read answered', async () => {
    const locals = localsAnswering(() => json({ users: 12, dashcams: 34 }));
    expect(await readFleetStats(locals)).toEqual({ users: 12, dashcams: 34 });
    expect(locals.failures).toBe(0);
  });
});
