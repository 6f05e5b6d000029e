/** Which part of the server an address is for: the API, WordPress' REST API, or the site (pages, files, demo links). */
export type Family = 'functions' | 'wp' | 'page';

/**
 * The one reading of an address's family: each answers in its own shape (errors, security headers, caching), so the
 * prefixes that tell them apart are written here alone.
 */
export function familyOf(path: string): Family {
  if (path.startsWith('/functions/')) return 'functions';
  if (path.startsWith('/wp-json/')) return 'wp';
  return 'page';
}
