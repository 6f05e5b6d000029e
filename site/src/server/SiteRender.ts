import type { Locale } from '@fleet/i18n/locales.ts';
import type { FailureEvent } from '../data/failureLog.ts';

/** What the site's pages read through while they render on the server. */
export interface SiteLocals {
  /** The API, in the same process: the pages read it with the same typed clients as the browser. */
  fetch: typeof globalThis.fetch;
  /**
   * Called when a read failed and the page shows its failure state instead ('Failed to load pricing information',
   * no count): a page made so is not one to keep for others. Reads from an outside content source count too.
   */
  readFailed?: () => void;
  /**
   * The server's log, for a read that failed while the page rendered: one event each, its message in the spec's
   * words ('Failed to fetch pricing'), its status or error as fields. Without it they go to the console.
   */
  log?: (event: FailureEvent) => void;
  /** The page's language, from its path's prefix (`/de/…`); the server entry sets it, English without one. */
  locale?: Locale;
}

/** The site's server entry: a page for a request (404 for an unknown path), rendered on `locals`. */
export type SiteRender = (request: Request, locals: SiteLocals) => Promise<Response>;

/**
 * The address of what a URL shows (`/blog/all?category=news`): its path and the query parameters its page reads.
 * URLs with one address show the same page; every unknown path has the 404 page's.
 */
export type SiteAddress = (url: URL) => string;
