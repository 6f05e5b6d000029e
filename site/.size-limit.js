// `npm run size -w @fleet/site`: the initial JavaScript of every page, gzipped, against its budget. The
// files come from dist/initial-scripts.json, which scripts/measurePages.ts writes from the pages as the
// production server answers them: each page's scripts and islands, and what they import.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Pages without an island run no script at all, in every language (`/de/about` as `/about`). */
const scriptless = new Set(['/about', '/features', '/how-it-works', '/privacy-policy', '/terms-of-service', '/gdpr']);
const withoutLocale = (route) => route.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
const islandBudget = '60 kB';

const measured = fileURLToPath(new URL('dist/initial-scripts.json', import.meta.url));
if (!existsSync(measured)) throw new Error(`${measured} is missing: run node scripts/measurePages.ts after building the site`);
const pages = JSON.parse(readFileSync(measured, 'utf8'));

// size-limit reads `path` as glob patterns: escape what a hashed file name might contain.
const asPattern = (file) => `dist/client/${file}`.replace(/[*?[\]{}()!@+]/g, '\\$&');

export default Object.entries(pages)
  // A page without scripts has no initial JavaScript to weigh: it meets every budget.
  .filter(([, files]) => files.length > 0)
  .map(([route, files]) => {
    const limit = scriptless.has(withoutLocale(route)) ? '0 B' : islandBudget;
    return {
      name: `${route} (initial JavaScript, ${files.length} ${files.length === 1 ? 'file' : 'files'})`,
      path: files.map(asPattern),
      gzip: true,
      limit,
      message: `${route} loads ${files.join(', ')}: ${limit === '0 B' ? 'a page without islands must run no script' : `keep it within ${limit}`}.`,
    };
  });
