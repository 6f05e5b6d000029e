/** What the site's pages read through while they render on the server. */
export interface SiteLocals {
  /** The API, in the same process: the pages read it with the same typed clients as the browser. */
  fetch: typeof globalThis.fetch;
}

/** The site's server entry: a page for a request (404 for an unknown path), rendered on `locals`. */
export type SiteRender = (request: Request, locals: SiteLocals) => Promise<Response>;
