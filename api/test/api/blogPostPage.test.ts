import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The site as built (npm test builds it before the API's tests): the server renders its post pages.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist, PUBLIC_URL: 'http://localhost:8080' });
  await server.db.query(
    `insert into wp_posts (id, date, modified, slug, title, content, excerpt, author_id)
     select 9100, now(), now(), 'hostile-title', $1, '<p>Body</p>', $2, min(id) from wp_authors`,
    [
      '<script>alert(1)</script>Fleet &quot;Safety&quot; &lt;script&gt;alert(2)&lt;/script&gt; &amp; more',
      '<p>"><script>alert(3)</script>Quotes " and \' and &lt;img src=x onerror=alert(4)&gt;</p>',
    ],
  );
  await server.db.query(
    `insert into wp_posts (id, date, modified, slug, title, content, excerpt, author_id)
     select 9101, now(), now(), 'hostile-body', 'Hostile body', $1, '<p>Excerpt</p>', min(id) from wp_authors`,
    [
      [
        '<p id="probe">Probe</p>',
        '<script>window.__hostile = 1</script>',
        '<img src="/images/share-card.png" alt="" onerror="window.__hostile = 2" onload="window.__hostile = 3">',
        '<a href="javascript:window.__hostile = 4">javascript link</a>',
        '<a href="https://external.example.org/read">external link</a>',
        '<a href="/contact" target="_top">internal link</a>',
        '<iframe src="https://evil.example.org/"></iframe>',
        '<iframe src="javascript:window.__hostile = 5"></iframe>',
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Caught on camera" onload="window.__hostile = 6"></iframe>',
        '<form action="https://evil.example.org/"><input name="card"></form>',
        '<p style="position:fixed;inset:0">styled</p>',
      ].join(''),
    ],
  );
});
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  const html = await response.text();
  const head = html.includes('</head>') ? html.slice(0, html.indexOf('</head>')) : html;
  const meta = (attribute: 'name' | 'property', name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(head)?.[1];
  return {
    response,
    html,
    head,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    meta,
    crumb: /<span aria-current="page"[^>]*>([^<]*)<\/span>/.exec(html)?.[1],
  };
};

describe('GET /blog/{slug}', () => {
  it('answers a post with its title, description, canonical and share image in the HTML head', async () => {
    const post = await page('/blog/caught-hailstorm-i-25');
    expect(post.response.status).toBe(200);
    expect(post.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(post.title).toBe('Caught On Roadsight: Hailstorm on the I-25 | Example Fleet');
    expect(post.description).toBe('Golf-ball hail in under a minute, and a driver who knew to pull over under a bridge.');
    expect(post.canonical).toBe('https://www.example.com/blog/caught-hailstorm-i-25');
    expect(post.meta('property', 'og:type')).toBe('article');
    expect(post.meta('property', 'og:title')).toBe(post.title);
    expect(post.meta('property', 'og:url')).toBe(post.canonical);
    expect(post.meta('property', 'og:image')).toBe('http://localhost:8080/uploads/2025/10/hailstorm-i25.webp');
    expect(post.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(post.meta('name', 'twitter:image')).toBe(post.meta('property', 'og:image'));
    expect(post.crumb).toBe('Caught Hailstorm I 25');
    expect(post.response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('shares the default image for a post without one, and cuts a long description to 160 characters', async () => {
    const post = await page('/blog/choosing-sd-card-24-7-recording');
    expect(post.response.status).toBe(200);
    expect(post.meta('property', 'og:image')).toBe('https://www.example.com/images/share-card.png');
    await server.db.query(`update wp_posts set excerpt = $1 where slug = 'choosing-sd-card-24-7-recording'`, [`<p>${'Endurance cards last. '.repeat(20)}</p>`]);
    await expect.poll(async () => (await page('/blog/choosing-sd-card-24-7-recording')).description?.length).toBe(160);
  });

  it('answers 404 for a slug with no post, kept out of search results', async () => {
    const missing = await page('/blog/no-such-post');
    expect(missing.response.status).toBe(404);
    expect(missing.title).toBe('Post Not Found | Example Fleet');
    expect(missing.meta('name', 'robots')).toBe('noindex');
    expect(missing.canonical).toBeUndefined();
    expect(missing.crumb).toBe('No Such Post');
    expect((await page('/blog/caught-hailstorm-i-25,no-such-post')).response.status).toBe(404);
    expect((await page(`/blog/${'a'.repeat(201)}`)).response.status).toBe(404);
  });

  it('escapes a title and excerpt with script and quotes', async () => {
    const post = await page('/blog/hostile-title');
    expect(post.response.status).toBe(200);
    expect(post.html).not.toMatch(/<script>alert/);
    // The one image is the page view's, for a page shown without JavaScript (SiteLayout).
    expect(
      post.html.replace(
        '<noscript><img src="/functions/v1/collect?p=%2Fblog%2Fhostile-title" alt="" width="1" height="1" style="display: none"></noscript>',
        '',
      ),
    ).not.toMatch(/<img/);
    expect(post.title).toBe('alert(1)Fleet &quot;Safety&quot; &lt;script&gt;alert(2)&lt;/script&gt; &amp; more | Example Fleet');
    expect(post.meta('property', 'og:title')).toBe(post.title);
    expect(post.description).toBe("&quot;&gt;alert(3)Quotes &quot; and ' and &lt;img src=x onerror=alert(4)&gt;");
  });

  it('puts only the sanitised body into the page: no script, no handlers, no javascript: links, no frame but a YouTube player', async () => {
    const post = await page('/blog/hostile-body');
    expect(post.response.status).toBe(200);
    const main = post.html.slice(post.html.indexOf('<main'), post.html.indexOf('</main>'));
    // The island's props carry the same sanitised body, escaped as data.
    const body = main.replace(/<astro-island\b[^>]*>/g, '<astro-island>');
    expect(body).toContain('<p id="probe">Probe</p>');
    expect(body).not.toMatch(/<script>window|<form|<input|onerror=|onload=|javascript:|style="position/);
    expect(body.match(/<iframe\b[^>]*>/g)).toEqual([
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Caught on camera" loading="lazy" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin">',
    ]);
    expect(body).toMatch(/<a href="https:\/\/external\.example\.org\/read" target="_blank" rel="noopener noreferrer">external link<\/a>/);
    expect(body).toMatch(/<a href="\/contact">internal link<\/a>/);
  });

  it('answers 500 when the post cannot be looked up, kept out of search results; the page tries again itself', async () => {
    const shownBefore = await page('/blog/caught-hailstorm-i-25');
    await server.db.query('alter table wp_posts rename to wp_posts_away');
    try {
      // A post no one has asked for since the server started: nothing good to show instead.
      const post = await page('/blog/work-truck-week-2025');
      expect(post.response.status).toBe(500);
      expect(post.response.headers.get('cache-control')).toBe('private, no-store');
      expect(post.meta('name', 'robots')).toBe('noindex');
      expect(post.html).toContain('Loading post...');
      // One shown before is shown as it was (stale if error), even once its data is announced as changed.
      await server.db.query(`select pg_notify('public_cache', 'wp_posts')`);
      const kept = await page('/blog/caught-hailstorm-i-25');
      expect(kept.response.status).toBe(200);
      expect(kept.html).toBe(shownBefore.html);
    } finally {
      await server.db.query('alter table wp_posts_away rename to wp_posts');
    }
  });

  it('escapes the crumb of a hostile path', async () => {
    const missing = await page('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(missing.response.status).toBe(404);
    expect(missing.html).not.toContain('<script>alert');
    // Text, not markup: every '<' is escaped ('>' needs no escape outside a tag).
    expect(missing.crumb).not.toContain('<');
    expect(missing.crumb?.replaceAll('&lt;', '<').replaceAll('&gt;', '>')).toBe('<script>alert(1)</script>');
  });

  it('answers HEAD with the status and no body', async () => {
    const found = await fetch(`${server.url}/blog/caught-hailstorm-i-25`, { method: 'HEAD' });
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await found.text()).toBe('');
    expect((await fetch(`${server.url}/blog/no-such-post`, { method: 'HEAD' })).status).toBe(404);
  });

  it('is sent compressed to a client that accepts it, and whole to one that does not', async () => {
    const path = '/blog/caught-hailstorm-i-25';
    const compressed = await page(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.response.headers.get('content-encoding')).toBe('br');
    expect(compressed.response.headers.get('vary')).toBe('Accept-Encoding');
    const whole = await page(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(whole.response.headers.get('content-encoding')).toBeNull();
    expect(compressed.html).toBe(whole.html);
    expect(whole.title).toBe(compressed.title);
    expect(whole.title).toContain('Hailstorm');
  });

  it('renders /blog/all, and sends /blog there', async () => {
    const list = await page('/blog/all');
    expect(list.response.status).toBe(200);
    expect(list.title).toBe('Blog | Example Fleet');
    const bare = await page('/blog');
    expect(bare.response.status).toBe(301);
    expect(bare.response.headers.get('location')).toBe('/blog/all');
    expect((await page('/blog/')).response.headers.get('location')).toBe('/blog/all');
  });

  it('answers a trailing slash like the post itself', async () => {
    const post = await page('/blog/caught-hailstorm-i-25/');
    expect(post.response.status).toBe(200);
    expect(post.canonical).toBe('https://www.example.com/blog/caught-hailstorm-i-25');
  });
});
