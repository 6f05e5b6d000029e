// Writes .br and .gz beside every compressible file of a built app, so the server (or a CDN) sends
// compressed bytes without compressing on each request. Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
const smallestWorthIt = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist folder>');
let count = 0;
for (const path of files(dist)) {
  if (!compressible.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < smallestWorthIt) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist}`);
