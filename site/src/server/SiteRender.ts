/** What the site's pages read through while they render on the server. */
export interface SiteLocals {
  /** The API, in the same process: the pages read it with the same typed clients as the browser. */
  fetch: typeof globalThis.fetch;
}

/** The site's server entry: a page for a request (404 for an unknown path), rendered on `locals`. */
export type SiteRender = (request: Request, locals: SiteLocals) => Promise<Response>;

/**
 * The address of what a URL shows (`/blog/all?category=news`): its path and the query parameters its page reads.
 * URLs with one address show the same page; every unknown path has the 404 page's.
 */
export type SiteAddress = (url: URL) => string;
