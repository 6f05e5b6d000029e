/**
 * The most a request to the site's pages and files may carry: its forms posted without script, every field at its
 * longest, are a fraction of it. The server refuses a larger one (413) before any of it is read, and the site's form
 * pages hold the same bound where nothing is in front of them (`astro dev`).
 */
export const formBodyLimitBytes = 64 * 1024;
