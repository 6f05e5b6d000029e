import { describe, expect, it } from 'vitest';
import type { DataTag } from './dataTags.ts';
import { type CachedPage, PageCache, type Rendering, RenderRefused } from './PageCache.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function page(text: string, tags: DataTag[] = ['stats'], size = text.length): CachedPage {
  const body = bytes(text.padEnd(size, ' '));
  return { status: 200, headers: {}, etag: text, body: { identity: body, br: bytes(''), gzip: bytes('') }, tags: new Set(tags), variesByCookie: false };
}

/** A site whose renders are counted, answer what `next` says, and finish when the test lets them. */
function site(initial: string, tags: DataTag[] = ['stats']) {
  let text = initial;
  let complete = true;
  let renders = 0;
  const waiting: (() => void)[] = [];
  let held = false;
  return {
    set(next: string) {
      text = next;
    },
    failing(failing: boolean) {
      complete = !failing;
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
    get renders() {
      return renders;
    },
    render: async (): Promise<Rendering> => {
      renders++;
      const rendered = { page: page(complete ? text : `failed: ${text}`, tags), complete };
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return rendered;
    },
  };
}

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const text = (got: Promise<CachedPage>) => got.then((p) => new TextDecoder().decode(p.body.identity).trim());

describe('the render cache', () => {
  it('renders a page once and answers it from memory while it is fresh', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: time.now });
    const home = site('v1');
    for (let i = 0; i < 5; i++) expect(await text(cache.get('/', home.render))).toBe('v1');
    time.advance(999);
    expect(await text(cache.get('/', home.render))).toBe('v1');
    expect(home.renders).toBe(1);
    expect(cache.counts).toMatchObject({ hits: 5, misses: 1, renders: 1 });
  });

  it('renders once for a crowd asking at once', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000 });
    const home = site('v1');
    home.hold();
    const crowd = Array.from({ length: 100 }, () => text(cache.get('/', home.render)));
    home.release();
    expect(new Set(await Promise.all(crowd))).toEqual(new Set(['v1']));
    expect(home.renders).toBe(1);
  });

  it('answers a page past its time at once while one render refreshes it', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: time.now });
    const home = site('v1');
    await cache.get('/', home.render);
    home.set('v2');
    home.hold();
    time.advance(1000);
    const stale = await Promise.all(Array.from({ length: 20 }, () => text(cache.get('/', home.render))));
    expect(new Set(stale)).toEqual(new Set(['v1']));
    expect(home.renders).toBe(2);
    home.release();
    await expect.poll(() => text(cache.get('/', home.render))).toBe('v2');
    expect(home.renders).toBe(2);
  });

  it('waits for a new render once a page is past its stale time too', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: time.now });
    const home = site('v1');
    await cache.get('/', home.render);
    home.set('v2');
    time.advance(6000);
    expect(await text(cache.get('/', home.render))).toBe('v2');
  });

  it('drops the pages showing the data that changed, and only those', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 60_000, staleMs: 60_000 });
    const pricing = site('price 10', ['stats', 'pricing']);
    const about = site('about', ['stats']);
    const unknown = site('reads something untracked', ['any']);
    for (const [address, s] of [
      ['/pricing', pricing],
      ['/about', about],
      ['/other', unknown],
    ] as const)
      await cache.get(address, s.render);
    pricing.set('price 12');
    cache.drop(['pricing']);
    expect(await text(cache.get('/pricing', pricing.render))).toBe('price 12');
    expect(await text(cache.get('/about', about.render))).toBe('about');
    expect([pricing.renders, about.renders, unknown.renders]).toEqual([2, 1, 1]);
    await cache.get('/other', unknown.render);
    expect(unknown.renders).toBe(2);
    cache.drop('all');
    await cache.get('/about', about.render);
    expect(about.renders).toBe(2);
  });

  it('does not hand a render begun before a change to those who ask after it', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 60_000, staleMs: 60_000 });
    const home = site('v1');
    home.hold();
    const before = text(cache.get('/', home.render));
    home.set('v2');
    cache.drop(['stats']);
    const after = text(cache.get('/', home.render));
    home.release();
    expect(await before).toBe('v1');
    expect(await after).toBe('v2');
    // The page the first render made is not kept as current: the next request does not get v1 back.
    expect(await text(cache.get('/', home.render))).toBe('v2');
  });

  it('answers the last good page when a render cannot read its data, and tries again later', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: time.now });
    const home = site('v1');
    await cache.get('/', home.render);
    home.failing(true);
    cache.drop(['stats']);
    expect(await text(cache.get('/', home.render))).toBe('v1');
    // Then at once, while one render at a time tries again in the background.
    expect(await text(cache.get('/', home.render))).toBe('v1');
    home.failing(false);
    home.set('v2');
    await expect.poll(() => text(cache.get('/', home.render))).toBe('v2');
    expect(cache.counts.failedRenders).toBeGreaterThan(0);
  });

  it('answers a failed render it has nothing better for, without keeping it', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 60_000, staleMs: 60_000 });
    const home = site('v1');
    home.failing(true);
    expect(await text(cache.get('/', home.render))).toBe('failed: v1');
    home.failing(false);
    expect(await text(cache.get('/', home.render))).toBe('v1');
    await expect(cache.get('/broken', () => Promise.reject(new Error('renderer crashed')))).rejects.toThrow('renderer crashed');
  });

  it('keeps within its bytes, the least recently used out first', async () => {
    const cache = new PageCache({ maxBytes: 3 * (10_000 + 2_048), variantBytes: 0, freshMs: 60_000, staleMs: 60_000 });
    const render = (name: string) => () => Promise.resolve({ page: page(name, ['stats'], 10_000), complete: true });
    for (const address of ['/a', '/b', '/c']) await cache.get(address, render(address));
    await cache.get('/a', render('/a'));
    await cache.get('/d', render('/d'));
    expect(cache.size.entries).toBe(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(3 * (10_000 + 2_048));
    expect(['/a', '/b', '/c', '/d'].map((address) => cache.peek(address) !== undefined)).toEqual([true, false, true, true]);
    const none = new PageCache({ maxBytes: 0, freshMs: 60_000, staleMs: 60_000 });
    await none.get('/a', render('/a'));
    expect(none.size.entries).toBe(0);
  });

  it('keeps variants apart: a crowd of them pushes out only each other, never a page', async () => {
    const entry = 10_000 + 2_048;
    const cache = new PageCache({ maxBytes: 6 * entry, variantBytes: 2 * entry, freshMs: 60_000, staleMs: 60_000 });
    const render = (name: string, variant: boolean) => () => Promise.resolve({ page: page(name, ['stats'], 10_000), complete: true, variant });
    for (const address of ['/', '/pricing', '/about']) await cache.get(address, render(address, false));
    for (let i = 0; i < 50; i++) await cache.get(`/blog/missing-${i}`, render(`missing ${i}`, true));
    expect(['/', '/pricing', '/about'].map((address) => cache.peek(address) !== undefined)).toEqual([true, true, true]);
    expect(['/blog/missing-47', '/blog/missing-48', '/blog/missing-49'].map((address) => cache.peek(address) !== undefined)).toEqual([false, true, true]);
    expect(cache.size).toEqual({ entries: 5, bytes: 5 * entry, variants: 2, variantBytes: 2 * entry });
    // A variant is answered from memory like any page, and dropped with the data it shows.
    const before = cache.counts.renders;
    await cache.get('/blog/missing-49', render('again', true));
    expect(cache.counts.renders).toBe(before);
    cache.drop(['stats']);
    expect(await text(cache.get('/blog/missing-49', render('again', true)))).toBe('again');
    // An address that becomes a page (a post published) moves to the pages' part, and back.
    await cache.get('/blog/missing-48', render('published', false));
    cache.drop('all');
    await cache.get('/blog/missing-48', render('published', false));
    expect(cache.size.variants).toBe(1);
    // The pages' part keeps its own bound: a fourth and fifth page push out the least recently used.
    for (const address of ['/features', '/contact']) await cache.get(address, render(address, false));
    expect(cache.size.entries - cache.size.variants).toBe(4);
  });

  it('asks `admit` before a render a request would begin, and only then', async () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: time.now });
    const home = site('v1');
    let allowed = 1;
    let asked = 0;
    const admit = () => {
      asked++;
      return allowed-- > 0;
    };
    home.hold();
    // One render begun; a crowd joining it is not asked.
    const first = Promise.all(Array.from({ length: 5 }, () => text(cache.get('/', home.render, admit))));
    home.release();
    expect(await first).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
    expect(asked).toBe(1);
    // A page in memory, fresh or stale, is answered without asking.
    await cache.get('/', home.render, admit);
    time.advance(1000);
    await cache.get('/', home.render, admit);
    expect(asked).toBe(1);
    // A render this request would begin is refused, and counted.
    await expect(cache.get('/other', home.render, admit)).rejects.toBeInstanceOf(RenderRefused);
    expect(asked).toBe(2);
    expect(cache.counts.refusedRenders).toBe(1);
    expect(cache.peek('/other')).toBeUndefined();
  });
});
