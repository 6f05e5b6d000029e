import type { DataTag } from './dataTags.ts';

type Bytes = Uint8Array<ArrayBuffer>;

/** A page as the render cache keeps it: rendered once, compressed once, sent to everyone who asks. */
export interface CachedPage {
  readonly status: number;
  /** The headers that describe the page (type, policy, links, validator), as every answer with it carries them. */
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly body: { readonly identity: Bytes; readonly br: Bytes; readonly gzip: Bytes };
  /** The data it shows: a change to any of them drops it. */
  readonly tags: ReadonlySet<DataTag>;
  /** It is another page for a visitor with cookies (a lead form's, which shows its success screen once). */
  readonly variesByCookie: boolean;
}

/** A render's outcome: `complete` when every read it made answered, so it may stand for its address. */
export interface Rendering {
  page: CachedPage;
  complete: boolean;
}

export interface PageCacheOptions {
  /** Bodies and their compressed copies, in bytes, at most. */
  maxBytes: number;
  /** How long a page is served without a new render. */
  freshMs: number;
  /** How long past that it is still served at once while one render refreshes it. */
  staleMs: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  bytes: number;
  freshUntil: number;
  /** Its data changed: shown again only when a new render fails (stale if error). */
  dropped: boolean;
}

interface InFlight {
  /** The drops counted when it started: a render begun before a drop may show what the drop was about. */
  drops: number;
  promise: Promise<CachedPage>;
}

/** What an entry costs beyond its bodies: the key, the headers, the bookkeeping. */
const entryOverheadBytes = 2_048;

export interface PageCacheCounts {
  hits: number;
  staleHits: number;
  misses: number;
  renders: number;
  failedRenders: number;
}

/**
 * The server's render cache: one entry per page address, in memory, bounded in bytes (least recently used
 * out first).
 * - A fresh page is answered from memory; past `freshMs` it is still answered at once while one render
 *   refreshes it in the background (stale while revalidate).
 * - A change to the data a page shows drops it (`drop`): the next request waits for a new render.
 * - However many ask at once, one render per address runs; they all get its page.
 * - A render that could not read everything (the database or the content source failing) does not replace
 *   the last good page, which is answered instead (stale if error); with none, its page is answered, unkept.
 */
export class PageCache {
  readonly counts: PageCacheCounts = { hits: 0, staleHits: 0, misses: 0, renders: 0, failedRenders: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, InFlight>();
  private bytes = 0;
  private drops = 0;
  private readonly options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.options = { now: Date.now, ...options };
  }

  /** The page kept for `address`, fresh or not, without touching it. */
  peek(address: string): CachedPage | undefined {
    return this.entries.get(address)?.page;
  }

  /** The page for `address`: from memory when it may be, else from `render` (one at a time per address). */
  get(address: string, render: () => Promise<Rendering>): Promise<CachedPage> {
    const entry = this.entries.get(address);
    if (entry && !entry.dropped) {
      // Most recently used last: the eviction takes from the front.
      this.entries.delete(address);
      this.entries.set(address, entry);
      const now = this.options.now();
      if (now < entry.freshUntil) {
        this.counts.hits++;
        return Promise.resolve(entry.page);
      }
      if (now < entry.freshUntil + this.options.staleMs) {
        this.counts.staleHits++;
        this.refresh(address, render).catch(() => undefined);
        return Promise.resolve(entry.page);
      }
    }
    this.counts.misses++;
    return this.refresh(address, render);
  }

  /** Drops every page showing any of `tags`, or every page. Renders under way are kept only as fallbacks. */
  drop(tags: readonly DataTag[] | 'all'): void {
    this.drops++;
    for (const entry of this.entries.values()) {
      if (tags === 'all' || entry.page.tags.has('any') || tags.some((tag) => entry.page.tags.has(tag))) entry.dropped = true;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private refresh(address: string, render: () => Promise<Rendering>): Promise<CachedPage> {
    const running = this.inFlight.get(address);
    if (running && running.drops === this.drops) return running.promise;
    const drops = this.drops;
    const promise = this.renderAndKeep(address, render, drops).finally(() => {
      if (this.inFlight.get(address)?.promise === promise) this.inFlight.delete(address);
    });
    this.inFlight.set(address, { drops, promise });
    return promise;
  }

  private async renderAndKeep(address: string, render: () => Promise<Rendering>, dropsAtStart: number): Promise<CachedPage> {
    this.counts.renders++;
    let rendering: Rendering | undefined;
    let failure: unknown;
    try {
      rendering = await render();
    } catch (error) {
      failure = error;
    }
    if (rendering?.complete) {
      this.keep(address, rendering.page, this.drops !== dropsAtStart);
      return rendering.page;
    }
    this.counts.failedRenders++;
    const last = this.entries.get(address);
    if (last) {
      // Answered at once from now on while one render at a time tries again, as a stale page is.
      last.dropped = false;
      last.freshUntil = this.options.now();
      return last.page;
    }
    if (rendering) return rendering.page;
    throw failure;
  }

  private keep(address: string, page: CachedPage, droppedMeanwhile: boolean): void {
    const bytes = page.body.identity.length + page.body.br.length + page.body.gzip.length + entryOverheadBytes;
    this.remove(address);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(address, { page, bytes, freshUntil: this.options.now() + this.options.freshMs, dropped: droppedMeanwhile });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  private remove(address: string): void {
    const entry = this.entries.get(address);
    if (!entry) return;
    this.entries.delete(address);
    this.bytes -= entry.bytes;
  }
}
