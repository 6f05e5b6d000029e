import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site's build names the pictures' host (PRODUCT_IMAGE_BASE_URL, read by packages/content/src/brand/loadBrand.ts);
// the server, given the same variable, lets the pages load them.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PRODUCT_IMAGE_BASE_URL: 'https://images.example.net/fleet/products/' });
});
afterAll(async () => {
  await server?.stop();
});

it('allows the product pictures’ image host in the pages’ img-src, and nowhere else', async () => {
  const page = await fetch(`${server.url}/dashcams`);
  await page.arrayBuffer();
  const policy = page.headers.get('content-security-policy') ?? '';
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('img-src').split(' ')).toContain('https://images.example.net');
  for (const other of ['default-src', 'script-src', 'connect-src', 'frame-src']) expect(directive(other), other).not.toContain('images.example.net');
});
