/**
 * What a CDN or a proxy in front may do with a page that is the same for everyone: keep it 5 s (s-maxage) without
 * asking, then serve it for 30 s more at once while it fetches a new copy (stale-while-revalidate), and for a day
 * while this server fails (stale-if-error). Browsers ask every time (max-age=0) and get a 304 for a page they
 * have. The server itself drops a page the moment its data changes; 5 s is what a change may take to pass a CDN.
 */
export const sharedPageCacheControl = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30, stale-if-error=86400';

/** How long the server answers a page from memory before one render refreshes it (besides every change dropping it). */
export const pageFreshMs = 60_000;

/** How long past that it is still answered at once while that render runs. */
export const pageStaleMs = 5 * 60_000;
