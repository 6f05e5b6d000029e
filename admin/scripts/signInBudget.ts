// `npm run size -w @fleet/admin`: the sign-in page's initial JavaScript against its budget, in the bytes the production
// server sends (api/src/http/site/serveStatic.ts answers the .br copy the build wrote beside each file, or the file itself
// when it is too small to be worth compressing). The page is dist/sign-in.html, which the server answers for /admin/;
// its JavaScript is its inline script, every module script and modulepreload it names and what those import statically,
// as Vite's manifest records them. What loads by dynamic import (the router, react-query, the pages) comes later and is
// not counted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** docs/admin.md, 'A light sign-in page': 80 KB as sent, in thousands of bytes. */
const budgetBytes = 80_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifestFile = `${dist}.vite/manifest.json`;
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the admin first (npm run build -w @fleet/admin)`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const html = readFileSync(`${dist}sign-in.html`, 'utf8');

/** What the page's tags of one kind name, as paths inside dist (the app is served under /admin/). */
const named = (tag: RegExp) => [...html.matchAll(tag)].map(([, url]) => (url as string).replace(/^\/admin\//, ''));
const pageScripts = [...named(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g), ...named(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)];
const pageStyles = named(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g);
if (pageScripts.length === 0) throw new Error(`${dist}sign-in.html names no module script`);

const chunks = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const initialScripts = new Set<string>();
const follow = (file: string) => {
  const chunk = chunks.get(file);
  if (!chunk) throw new Error(`the page loads ${file}, which Vite's manifest does not list`);
  if (initialScripts.has(file)) return;
  initialScripts.add(file);
  for (const key of chunk.imports ?? []) follow((manifest[key] as ManifestChunk).file);
};
for (const file of pageScripts) follow(file);

interface Weight {
  file: string;
  raw: number;
  gzip: number;
  /** What a browser that accepts brotli receives. */
  sent: number;
}

function weigh(file: string): Weight {
  const path = `${dist}${file}`;
  const raw = readFileSync(path);
  const sizeOf = (copy: string) => (existsSync(copy) ? statSync(copy).size : undefined);
  return { file, raw: raw.length, gzip: sizeOf(`${path}.gz`) ?? gzipSync(raw, { level: 9 }).length, sent: sizeOf(`${path}.br`) ?? raw.length };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the files' weights and their total, and returns the total. */
function report(title: string, files: readonly string[]): Weight {
  const rows = files.map(weigh);
  const total = rows.reduce((sum, row) => ({ file: 'total', raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, sent: sum.sent + row.sent }), {
    file: 'total',
    raw: 0,
    gzip: 0,
    sent: 0,
  });
  console.log(`\n${title}\n  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'sent'.padStart(10)}`);
  for (const { file, raw, gzip, sent } of [...rows, total])
    console.log(`  ${file.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(sent).padStart(10)}`);
  return total;
}

report('The sign-in page (dist/sign-in.html)', ['sign-in.html']);
report('Its styles (render-blocking; not budgeted)', pageStyles);
const files = report('Its initial JavaScript: the module scripts and modulepreloads it names, and their static imports', [...initialScripts]);
// Sent inside the page, compressed with it: counted here as it is, uncompressed.
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, [, text]) => sum + Buffer.byteLength(text ?? ''), 0);
console.log(`  ${'inline, in sign-in.html'.padEnd(44)} ${kb(inline).padStart(10)} ${''.padStart(10)} ${kb(inline).padStart(10)}`);
const scripts = { sent: files.sent + inline };

if (scripts.sent > budgetBytes) {
  console.error(
    `\n✗ ${kb(scripts.sent)} of JavaScript as sent, over the sign-in page's ${kb(budgetBytes)} budget. Keep the router, react-query and ` +
      'the pages behind a dynamic import, and import the design system by each piece’s own path (docs/admin.md).',
  );
  process.exit(1);
}
console.log(`\n✓ ${kb(scripts.sent)} of JavaScript as sent, within the sign-in page's ${kb(budgetBytes)} budget`);
