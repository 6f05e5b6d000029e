import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site as built (npm test builds it before the API's tests), served as a visitor gets it.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

/**
 * The carousel's customers as they were once written in the content, in full. The site shows them masked (first
 * letter plus asterisks) and holds them only so (packages/content/src/customers.ts): this list is the one place
 * the names are left, to prove that none of them reaches a visitor.
 */
const fullNames = [
  'Hartwell Civil Works',
  'Lumbervale Forestry',
  'Ironclad Patrol Services',
  'Azure Coast Tours',
  'Pacific Crest Freight',
  'Ridgeline Fire Brigade',
  'Citadel Car Rentals',
  'Steppe Copper Haulage',
  'Kestrel Plant Supply',
  'Brightway Cleaning Co.',
  'Railstone Infrastructure',
  'Seongjin Components',
  'Andes Obras Civiles',
  'Nordlys Skogsdrift',
  'Vanguard Secure Transit',
  'Fjordline Excursions',
  'Trans-Iberia Logistics',
  'Alpine Rescue & Fire',
  'Kiwi Roads Rentals',
  'Goldfields Ore Transport',
  'Tatra Machinery Partners',
  'Sakura Facility Services',
  'Danube Track & Highway',
  'Lakeside Precision Parts',
];

/** A name as HTML, JSON or a script may spell it: as it is, its '&' escaped for HTML or as a JavaScript escape. */
const spellings = (name: string) =>
  [name, name.replaceAll('&', '&amp;'), name.replaceAll('&', '&#38;'), name.replaceAll('&', '\\u0026')].map((spelling) => spelling.toLowerCase());

/** The full names found in a text, in any of their spellings. */
const namesIn = (text: string) => {
  const lower = text.toLowerCase();
  return fullNames.filter((name) => spellings(name).some((spelling) => lower.includes(spelling)));
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist });
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
};

describe('the customers’ full names', () => {
  it('are in no page the site serves: every page of the sitemap and the 404 page', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(paths).toContain('/');
    expect(paths.some((path) => path.startsWith('/blog/') && path !== '/blog/all')).toBe(true);
    for (const path of [...paths, '/no-such-page']) {
      const page = await get(path);
      expect(page.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(namesIn(page.text), path).toEqual([]);
    }
  });

  it('are in no script the site ships', async () => {
    const scripts = readdirSync(`${siteDist}/client/_astro`).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => file.startsWith('CustomerMarqueeIsland.'))).toBe(true);
    for (const file of scripts) {
      const script = await get(`/_astro/${file}`);
      expect(script.status, file).toBe(200);
      expect(namesIn(script.text), file).toEqual([]);
    }
  });
});
