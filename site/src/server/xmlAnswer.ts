/** A feed's or a sitemap's headers; the server that renders it says how long caches may keep it, as for pages. */
export const xmlHeaders = (type: 'application/xml' | 'application/rss+xml') => ({ 'Content-Type': `${type}; charset=utf-8` });

/** The content source could not be read: a reader or crawler should come back, not drop what it knew. */
export const unavailable = (message: string) =>
  new Response(message, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
