// `npm run size -w @fleet/site` (first step): starts the production server on the site's build, reads every
// page as a visitor's browser would, and writes the files of each page's initial JavaScript (the scripts it
// names and everything they import) to dist/initial-scripts.json, for size-limit to weigh against the budgets.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fleet/bench/freePort';
import { pageRoutes } from '../bench/pageRoutes.ts';
import { spawnSite } from '../bench/spawnSite.ts';
import { initialScripts, moduleClosure } from '../src/server/pageScripts.ts';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const output = fileURLToPath(new URL('../dist/initial-scripts.json', import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), 'fleet-size-'));
const site = await spawnSite(await freePort(), dataDir);
try {
  const routes = [...(await pageRoutes(site.url)), '/no-such-page', '/de/no-such-page'];
  const pages: Record<string, string[]> = {};
  for (const route of routes) {
    const html = await (await fetch(`${site.url}${route}`)).text();
    const files = moduleClosure(initialScripts(html), (path) => readFileSync(join(clientDir, decodeURIComponent(path)), 'utf8'));
    pages[route] = files.map((path) => relative(clientDir, join(clientDir, decodeURIComponent(path)))).sort();
  }
  writeFileSync(output, `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`measured the initial JavaScript of ${routes.length} pages into ${relative(process.cwd(), output)}`);
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
