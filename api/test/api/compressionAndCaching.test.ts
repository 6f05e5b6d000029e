import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, startTestServer, type TestServer } from '../harness/startTestServer.ts';

const siteDist = mkdtempSync(join(tmpdir(), 'fleet-site-dist-'));
const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;
let server: TestServer;

function write(file: string, body: string | Buffer): void {
  mkdirSync(dirname(join(siteDist, file)), { recursive: true });
  writeFileSync(join(siteDist, file), body);
}

beforeAll(async () => {
  write('client/_astro/app-1234.js', script);
  write('client/_astro/app-1234.js.br', brotliCompressSync(script));
  server = await startTestServer({ SITE_DIST: siteDist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(siteDist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/** The answer as it crosses the wire: fetch would decode a compressed body for its caller. */
function onTheWire(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Some committed upload, as its URL path. */
function anUpload(): string {
  const root = server.config.uploadsDir;
  const file = readdirSync(root, { recursive: true, encoding: 'utf8' }).find((name) => name.endsWith('.webp'));
  if (!file) throw new Error(`no .webp under ${root}`);
  return `/uploads/${relative(root, join(root, file)).split('\\').join('/')}`;
}
const postsPath = '/wp-json/wp/v2/posts?per_page=20&_embed=1';

describe('compressed API answers', () => {
  it('sends twenty posts with _embed in brotli or gzip as asked, the same JSON once decoded', async () => {
    const plain = await get(postsPath, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const raw = Buffer.from(await plain.arrayBuffer());
    expect(raw.length).toBeGreaterThan(30_000);

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await onTheWire(postsPath, { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['x-wp-total']).toBe(plain.headers.get('x-wp-total'));
      expect(answer.body.length).toBeLessThan(raw.length / 4);
      expect(JSON.parse(decode(answer.body).toString('utf8'))).toEqual(JSON.parse(raw.toString('utf8')));
    }
  });

  it('leaves a small answer as it is', async () => {
    const answer = await onTheWire('/functions/v1/managers-count-does-not-exist', { Authorization: `Bearer ${anonKey}`, 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ code: 'not_found' });
  });
});

describe('static files revalidate', () => {
  it('answers 304 to the ETag or the Last-Modified date it sent', async () => {
    const first = await get('/_astro/app-1234.js', { 'Accept-Encoding': 'identity' });
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(lastModified).toBeTruthy();
    await first.arrayBuffer();

    const byTag = await get('/_astro/app-1234.js', { 'Accept-Encoding': 'identity', 'If-None-Match': etag ?? '' });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');

    const byDate = await get('/_astro/app-1234.js', { 'Accept-Encoding': 'identity', 'If-Modified-Since': lastModified ?? '' });
    expect(byDate.status).toBe(304);

    const stale = await get('/_astro/app-1234.js', { 'Accept-Encoding': 'identity', 'If-None-Match': '"0-0"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(script);
  });

  it('tags the brotli copy apart from the plain file', async () => {
    const plain = await onTheWire('/_astro/app-1234.js', { 'Accept-Encoding': 'identity' });
    const br = await onTheWire('/_astro/app-1234.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await onTheWire('/_astro/app-1234.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('revalidates the media under /uploads too', async () => {
    const first = await get('/uploads/2024/01/does-not-exist.webp');
    expect(first.status).toBe(404);
    await first.arrayBuffer();
    const path = anUpload();
    const image = await get(path);
    expect(image.status).toBe(200);
    await image.arrayBuffer();
    const again = await get(path, { 'If-None-Match': image.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });
});
