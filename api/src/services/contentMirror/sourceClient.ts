import { readCapped } from '../../streams/readCapped.ts';
import { SourceChangedError, SourceError } from './SourceError.ts';

export interface SourceClientOptions {
  /** The WordPress site's REST root (CONTENT_SOURCE_URL), without a trailing slash. */
  baseUrl: string;
  /** Longest wait for one answer, body included. */
  timeoutMs?: number;
  /** Largest answer read, after decompression. */
  maxBytes?: number;
  /** Aborts whatever is under way (the server stopping). */
  signal?: AbortSignal;
  /** After each answer (the sync renews its lease). */
  afterEachRequest?: () => Promise<void>;
  fetch?: typeof fetch;
}

export type SourceParams = Record<string, string | number>;

export type SourceClient = ReturnType<typeof createSourceClient>;

const staleConnection = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** WordPress' largest page; fewer requests for a whole list. */
const perPage = 100;
/** 100,000 items: a list that claims more is taken for garbage rather than paged forever. */
const maxPages = 1000;

const headerCount = (headers: Headers, name: string): number | undefined => {
  const text = headers.get(name);
  return text !== null && /^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined;
};

/**
 * Reads the WordPress REST API at CONTENT_SOURCE_URL and nowhere else: every address is the configured root
 * plus a fixed route, redirects are refused, every request has a deadline and every answer a size cap.
 */
export function createSourceClient({
  baseUrl,
  timeoutMs = 30_000,
  maxBytes = 20 * 1024 * 1024,
  signal,
  afterEachRequest,
  fetch: fetchFn = fetch,
}: SourceClientOptions) {
  async function get(route: string, params: SourceParams): Promise<{ json: unknown; headers: Headers }> {
    const url = new URL(`${baseUrl}/wp/v2/${route}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const label = `GET ${url.pathname}${url.search}`;
    signal?.throwIfAborted();
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      let response: Response | undefined;
      for (let attempt = 1; !response; attempt++) {
        try {
          response = await fetchFn(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: combined });
        } catch (error) {
          // A kept-alive connection the source closed meanwhile fails once; a fresh one says how things are.
          if (attempt === 1 && staleConnection.has(reasonOf(error)) && !combined.aborted) continue;
          throw new SourceError(`${label} failed: ${reasonOf(error)}`);
        }
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location') ?? 'elsewhere';
        throw new SourceError(`${label} redirected to ${location}: set CONTENT_SOURCE_URL to the address that answers`, response.status);
      }
      if (!response.ok) {
        const code = await wordPressCode(response);
        throw new SourceError(`${label} answered ${response.status}${code ? ` (${code})` : ''}`, response.status);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        await response.body?.cancel();
        throw new SourceError(`${label} answered ${type || 'no content type'} rather than JSON`, response.status);
      }
      const text = await readBody(response, maxBytes, label);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new SourceError(`${label} answered something that is not JSON`, response.status);
      }
      await afterEachRequest?.();
      return { json, headers: response.headers };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (deadline.aborted && !(error instanceof SourceError && error.status !== undefined)) {
        throw new SourceError(`${label} did not answer within ${timeoutMs / 1000} s`);
      }
      throw error;
    }
  }

  /**
   * Every item of a collection, page by page (`per_page=100`, in id order, as many pages as the source's own
   * X-WP-TotalPages says). The source must report the same X-WP-Total on every page and hand over that many
   * different items, else it changed underneath (SourceChangedError) or is not a WordPress list (SourceError).
   */
  async function list(route: string, params: SourceParams = {}): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    const ids = new Set<number>();
    let total: number | undefined;
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      const { json, headers } = await get(route, { ...params, per_page: perPage, page, orderby: 'id', order: 'asc' });
      const label = `GET ${route} page ${page}`;
      const pageTotal = headerCount(headers, 'x-wp-total');
      const totalPages = headerCount(headers, 'x-wp-totalpages');
      if (pageTotal === undefined || totalPages === undefined) throw new SourceError(`${label} answered without X-WP-Total and X-WP-TotalPages`);
      if (!Array.isArray(json)) throw new SourceError(`${label} answered something that is not a list`);
      if (totalPages > maxPages) throw new SourceError(`${label} claims ${totalPages} pages, more than the ${maxPages} read`);
      if (total !== undefined && (pageTotal !== total || totalPages !== pages)) {
        throw new SourceChangedError(`${route} changed while it was being read (${total} items, then ${pageTotal})`);
      }
      total = pageTotal;
      pages = totalPages;
      for (const item of json) {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new SourceError(`${label} holds an item that is not an object`);
        const record = item as Record<string, unknown>;
        if (!Number.isSafeInteger(record.id)) throw new SourceError(`${label} holds an item without an id`);
        if (ids.has(record.id as number)) continue;
        ids.add(record.id as number);
        items.push(record);
      }
    }
    // An `include` list names the items itself, and WordPress counts only those it found.
    if (items.length !== (total ?? 0)) {
      throw new SourceChangedError(`${route} changed while it was being read (${total ?? 0} items announced, ${items.length} read)`);
    }
    return items;
  }

  /** `list`, read again (up to three times in all) when the source changed while it was being paged through. */
  async function listSteadily(route: string, params: SourceParams = {}): Promise<Record<string, unknown>[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await list(route, params);
      } catch (error) {
        if (!(error instanceof SourceChangedError) || attempt >= 3) throw error;
      }
    }
  }

  return { get, list: listSteadily };
}

async function readBody(response: Response, maxBytes: number, label: string): Promise<string> {
  const tooBig = () => new SourceError(`${label} answered more than ${Math.round(maxBytes / 1024 / 1024)} MB`, response.status);
  return new TextDecoder().decode(await readCapped(response.body, response.headers.get('content-length'), maxBytes, tooBig));
}

/** WordPress' error code (`rest_no_route`, …) from an error answer, when it sent one. */
async function wordPressCode(response: Response): Promise<string | undefined> {
  try {
    const text = await readBody(response, 16 * 1024, '');
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' && /^[\w.-]{1,80}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
