import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSizes } from '../../src/services/content/mediaSizes.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface ImageSize {
  width: number;
  height: number;
  mime_type: string;
  source_url: string;
}

interface EmbeddedMedia {
  id: number;
  source_url: string;
  media_details: { width: number; height: number; sizes: Record<string, ImageSize> };
}

interface EmbeddingPost {
  _embedded?: { 'wp:featuredmedia'?: (EmbeddedMedia | { code: string })[] };
}

/** Every featured image the posts endpoint embeds, on every page, hidden categories included. */
async function embeddedMedia(): Promise<EmbeddedMedia[]> {
  const found = new Map<number, EmbeddedMedia>();
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=100&_embed=1&page=${page}`);
    expect(response.status).toBe(200);
    pages = Number(response.headers.get('x-wp-totalpages'));
    for (const post of (await response.json()) as EmbeddingPost[]) {
      for (const item of post._embedded?.['wp:featuredmedia'] ?? []) if ('source_url' in item) found.set(item.id, item);
    }
  }
  return [...found.values()];
}

/** What the server answers for a path: the status, the headers that matter here, and the image's own size. */
async function image(path: string, method = 'GET') {
  const response = await fetch(`${server.url}${path}`, { method });
  const body = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = response.ok && body.length ? await sharp(body).metadata() : {};
  return {
    path,
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    length: body.length,
    image: { format, width, height },
  };
}

const served = (path: string, width: number, height: number) => ({
  path,
  status: 200,
  type: 'image/webp',
  cache: 'public, max-age=31536000, immutable',
  length: expect.any(Number),
  image: { format: 'webp', width, height },
});

/** Sends the path exactly as written: fetch would resolve dot segments before sending. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

describe('GET /uploads/*', () => {
  it('serves every featured image the posts endpoint embeds, at every size it lists', async () => {
    const media = await embeddedMedia();
    const rows = await server.db.query<{ id: number }>(
      `select distinct m.id from wp_posts p join wp_media m on m.id = p.featured_media_id
       where p.status = 'publish' and m.status <> 'private' order by m.id`,
    );
    expect(media.map((m) => m.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));

    const sizes = media.flatMap((m) => Object.values(m.media_details.sizes));
    expect(sizes.length).toBeGreaterThan(media.length);
    for (const size of sizes) {
      expect(size.mime_type).toBe('image/webp');
      const path = new URL(size.source_url).pathname;
      expect(await image(path)).toEqual(served(path, size.width, size.height));
    }
  });

  it('has a file for every media row and size, private and unattached images too', async () => {
    const rows = await server.db.query<{ source_url: string; width: number; height: number }>('select source_url, width, height from wp_media order by id');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const folder = row.source_url.slice(0, row.source_url.lastIndexOf('/') + 1);
      for (const size of mediaSizes(row.source_url.slice(folder.length), row.width, row.height)) {
        expect(await image(folder + size.file)).toEqual(served(folder + size.file, size.width, size.height));
      }
    }
  });

  it('answers HEAD with the headers and no body, and carries the security baseline', async () => {
    const path = '/uploads/2024/01/roadsight-fleet-launch-hero.webp';
    const [get, head] = [await fetch(`${server.url}${path}`), await fetch(`${server.url}${path}`, { method: 'HEAD' })];
    const bytes = (await get.arrayBuffer()).byteLength;
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('content-length')).toBe(String(bytes));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    for (const response of [get, head]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    const post = await fetch(`${server.url}${path}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each([
    '/uploads/2024/01/no-such-image.webp',
    '/uploads/',
    '/uploads/2024/01/',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/..%2fpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/2024/..%2f..%2f..%2fsrc%2fapp.ts',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/%252e%252e%252fpackage.json',
    '/uploads/%00.webp',
    '/uploads/%E0%A4%A.webp',
  ])('answers %s with a JSON 404, not a page or a file outside the folder', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('resolves dot segments before routing, so /uploads/%2e%2e/… never reaches the folder', async () => {
    for (const [raw, resolved] of [
      ['/uploads/%2e%2e/', '/'],
      ['/uploads/%2e%2e/%2e%2e/package.json', '/package.json'],
    ] as const) {
      const [viaDots, direct] = [await rawGet(raw), await rawGet(resolved)];
      expect(viaDots).toEqual(direct);
      expect(viaDots.body).not.toContain('"workspaces"');
    }
  });
});
