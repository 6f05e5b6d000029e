// `npm run size -w @fleet/site`: the initial JavaScript of every prerendered page of site/dist, gzipped,
// against one budget. A page's initial JavaScript is what its HTML makes the browser fetch before it can
// hydrate: the module scripts and the modulepreload links. Chunks imported later (on navigation or
// interaction) are not counted. The pages are read from the build, so a new route is checked without
// being listed here. SIZE_DIST points it at another build folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const limit = '130 kB';
const siteDir = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(siteDir, process.env.SIZE_DIST ?? 'dist');

/** Every `index.html` under `dir`, as [its folder's URL, file]; assets and dot folders (.vite) hold no pages. */
function pages(dir, base = '/') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === 'index.html') return [[base, join(dir, entry.name)]];
    // The server answers every /blog/{slug} with this page.
    if (entry.isFile() && entry.name === 'post-shell.html') return [[`${base}{slug}/`, join(dir, entry.name)]];
    if (!entry.isDirectory() || entry.name.startsWith('.') || (base === '/' && entry.name === 'assets')) return [];
    return pages(join(dir, entry.name), `${base}${entry.name}/`);
  });
}

function attributes(tag) {
  const found = new Map();
  for (const [, name, ...values] of tag.matchAll(/([^\s=<>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? '');
  }
  return found;
}

/**
 * The URLs of the scripts `html` loads to hydrate: `<script type="module" src>`, `<link rel="modulepreload">`,
 * and the modules a start script lists in `data-modules` (fetched once the page is painted).
 */
function initialScripts(html) {
  // Comments and inline script bodies are not markup: a tag quoted inside them loads nothing.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1</script>');
  const urls = [];
  for (const [tag, name] of markup.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name.length + 1, -1));
    if (name.toLowerCase() === 'script' && attrs.get('type') === 'module' && attrs.get('src')) urls.push(attrs.get('src'));
    if (name.toLowerCase() === 'script' && attrs.get('data-modules')) urls.push(attrs.get('src'), ...attrs.get('data-modules').split(/\s+/).filter(Boolean));
    const rel = attrs.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    if (name.toLowerCase() === 'link' && rel.includes('modulepreload') && attrs.get('href')) urls.push(attrs.get('href'));
  }
  return urls;
}

/** The file in dist that `url`, as written in the page at `route` (its folder is `base`), is served from. */
function fileOf(url, route, base) {
  const resolved = new URL(url, `http://site.invalid${base}`);
  if (resolved.origin !== 'http://site.invalid') {
    throw new Error(`${route} loads JavaScript from another origin (${url}): it cannot be measured from the build`);
  }
  const file = join(dist, decodeURIComponent(resolved.pathname));
  if (!existsSync(file)) throw new Error(`${route} loads ${url}, which is not in ${dist}: rebuild the site (npm run build -w @fleet/site)`);
  return file;
}

// size-limit reads `path` as glob patterns: escape what a hashed file name might contain.
const asPattern = (file) =>
  relative(siteDir, file)
    .split(sep)
    .join('/')
    .replace(/[*?[\]{}()!@+]/g, '\\$&');

function checks() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${join(dist, 'index.html')} is missing: build the site first (npm run build -w @fleet/site)`);
  return (
    pages(dist)
      .sort(([a], [b]) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
      .map(([base, page]) => {
        const route = base === '/' ? '/' : base.slice(0, -1);
        const files = [...new Set(initialScripts(readFileSync(page, 'utf8')).map((url) => fileOf(url, route, base)))];
        return { route, files };
      })
      // A page without scripts has no initial JavaScript to weigh.
      .filter(({ files }) => files.length > 0)
      .map(({ route, files }) => ({
        name: `${route} (initial JavaScript, ${files.length} ${files.length === 1 ? 'file' : 'files'})`,
        path: files.map(asPattern),
        gzip: true,
        limit,
        message: `${route} loads ${files.map((file) => relative(dist, file)).join(', ')} before it can hydrate: load what its first paint does not need on demand (import()).`,
      }))
  );
}

export default checks();
