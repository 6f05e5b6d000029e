/**
 * The most a request to the site's pages and files may carry: its forms posted without script, every field at its
 * longest, are a fraction of it. Past it the body is not read (413); the site's own check in its form pages
 * (site/src/server/readPostedForm.ts) holds the same bound where no server is in front of it (`astro dev`).
 */
export const formBodyLimitBytes = 64 * 1024;
