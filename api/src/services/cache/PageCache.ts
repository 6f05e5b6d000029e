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
  /**
   * A page few ask for and anyone can make more of (a missing post, a search, a calculation): kept in the cache's
   * small part for such pages, where it pushes out only others like it.
   */
  variant?: boolean;
}

export interface PageCacheOptions {
  /** Bodies and their compressed copies, in bytes, at most: both parts together. */
  maxBytes: number;
  /** The part of `maxBytes` for variants (Rendering.variant); an eighth of it, 8 MB at most, unless given. */
  variantBytes?: number;
  /** How long a page is served without a new render. */
  freshMs: number;
  /** How long past that it is still served at once while one render refreshes it. */
  staleMs: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  bytes: number;
  variant: boolean;
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
  /** Renders not begun because the client had caused too many (`get`'s `admit`, and the server's pages made for one visitor). */
  refusedRenders: number;
}

/** Thrown by `get` when `admit` refuses the render a request would start. */
export class RenderRefused extends Error {
  constructor() {
    super('the client has caused too many renders');
  }
}

/** The variants' share when not given: enough for the searches and calculations of the moment. */
const defaultVariantBytes = (maxBytes: number) => Math.min(Math.floor(maxBytes / 8), 8 * 1024 * 1024);

/** One least-recently-used part of the cache: its entries (oldest first) and what they weigh. */
interface Part {
  entries: Map<string, Entry>;
  bytes: number;
  maxBytes: number;
}

/**
 * The server's render cache: one entry per page address, in memory, bounded in bytes (least recently used
 * out first). Variants (missing posts, searches: pages anyone can make more of by asking) are kept in a small part
 * of their own, so that a crowd asking for them pushes out only each other, never the site's pages.
 * - A fresh page is answered from memory; past `freshMs` it is still answered at once while one render
 *   refreshes it in the background (stale while revalidate).
 * - A change to the data a page shows drops it (`drop`): the next request waits for a new render.
 * - However many ask at once, one render per address runs; they all get its page.
 * - A render that could not read everything (the database or the content source failing) does not replace
 *   the last good page, which is answered instead (stale if error); with none, its page is answered, unkept.
 */
export class PageCache {
  readonly counts: PageCacheCounts = { hits: 0, staleHits: 0, misses: 0, renders: 0, failedRenders: 0, refusedRenders: 0 };
  private readonly pages: Part;
  private readonly variants: Part;
  private readonly inFlight = new Map<string, InFlight>();
  private drops = 0;
  private readonly options: Required<PageCacheOptions>;

  constructor(options: PageCacheOptions) {
    this.options = { now: Date.now, variantBytes: defaultVariantBytes(options.maxBytes), ...options };
    const variantBytes = Math.min(this.options.variantBytes, this.options.maxBytes);
    this.pages = { entries: new Map(), bytes: 0, maxBytes: this.options.maxBytes - variantBytes };
    this.variants = { entries: new Map(), bytes: 0, maxBytes: variantBytes };
  }

  /** The page kept for `address`, fresh or not, without touching it. */
  peek(address: string): CachedPage | undefined {
    return this.entryOf(address)?.page;
  }

  /**
   * The page for `address`: from memory when it may be, else from `render` (one at a time per address). `admit` is
   * asked before a render is begun for this request (not when it joins one under way, nor for a refresh in the
   * background); when it says no, the answer is a RenderRefused.
   */
  get(address: string, render: () => Promise<Rendering>, admit?: () => boolean): Promise<CachedPage> {
    const entry = this.entryOf(address);
    if (entry && !entry.dropped) {
      // Most recently used last: the eviction takes from the front.
      const { entries } = entry.variant ? this.variants : this.pages;
      entries.delete(address);
      entries.set(address, entry);
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
    const running = this.inFlight.get(address);
    if (admit && !(running && running.drops === this.drops) && !admit()) {
      this.counts.refusedRenders++;
      return Promise.reject(new RenderRefused());
    }
    this.counts.misses++;
    return this.refresh(address, render);
  }

  /** Drops every page showing any of `tags`, or every page. Renders under way are kept only as fallbacks. */
  drop(tags: readonly DataTag[] | 'all'): void {
    this.drops++;
    for (const part of [this.pages, this.variants]) {
      for (const entry of part.entries.values()) {
        if (tags === 'all' || entry.page.tags.has('any') || tags.some((tag) => entry.page.tags.has(tag))) entry.dropped = true;
      }
    }
  }

  /** Pages kept and their bytes, both parts together; and of those, the variants and their bytes. */
  get size(): { entries: number; bytes: number; variants: number; variantBytes: number } {
    return {
      entries: this.pages.entries.size + this.variants.entries.size,
      bytes: this.pages.bytes + this.variants.bytes,
      variants: this.variants.entries.size,
      variantBytes: this.variants.bytes,
    };
  }

  private entryOf(address: string): Entry | undefined {
    return this.pages.entries.get(address) ?? this.variants.entries.get(address);
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
      this.keep(address, rendering.page, rendering.variant === true, this.drops !== dropsAtStart);
      return rendering.page;
    }
    this.counts.failedRenders++;
    const last = this.entryOf(address);
    if (last) {
      // Answered at once from now on while one render at a time tries again, as a stale page is.
      last.dropped = false;
      last.freshUntil = this.options.now();
      return last.page;
    }
    if (rendering) return rendering.page;
    throw failure;
  }

  private keep(address: string, page: CachedPage, variant: boolean, droppedMeanwhile: boolean): void {
    const bytes = page.body.identity.length + page.body.br.length + page.body.gzip.length + entryOverheadBytes;
    // An address can change parts: a post that was missing is published, a page goes missing.
    this.remove(address);
    const part = variant ? this.variants : this.pages;
    if (bytes > part.maxBytes) return;
    part.entries.set(address, { page, bytes, variant, freshUntil: this.options.now() + this.options.freshMs, dropped: droppedMeanwhile });
    part.bytes += bytes;
    for (const [oldest, entry] of part.entries) {
      if (part.bytes <= part.maxBytes) break;
      part.entries.delete(oldest);
      part.bytes -= entry.bytes;
    }
  }

  private remove(address: string): void {
    for (const part of [this.pages, this.variants]) {
      const entry = part.entries.get(address);
      if (!entry) continue;
      part.entries.delete(address);
      part.bytes -= entry.bytes;
    }
  }
}
