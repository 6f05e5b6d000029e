import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for a WordPress site's public REST API (the posts, categories, tags and users routes as
 * an anonymous visitor reads them), for the mirror's tests that need a source to misbehave on cue. The real
 * thing is tried in test/wordpress.
 */
export interface FakePost {
  id: number;
  slug: string;
  status: 'publish' | 'draft';
  title: string;
  content: string;
  excerpt: string;
  author: number;
  featured_media: number;
  categories: number[];
  tags: number[];
  acf?: Record<string, unknown>;
  /** Fields plugins add to a post's REST answer (Polylang's `lang` and `translations`, WPML's). */
  fields?: Record<string, unknown>;
  /** Password protected: listed, with its body withheld. */
  protected?: boolean;
  date: Date;
  modified: Date;
}

export interface FakeMedia {
  id: number;
  slug: string;
  title: string;
  file: string;
  width: number;
  height: number;
  alt_text: string;
  caption: string;
}

export interface FakeTerm {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent?: number;
}

export interface FakeUser {
  id: number;
  name: string;
  slug: string;
  description: string;
  url: string;
}

/** How the site misbehaves: an error status, a page that is not JSON, JSON that is not a list, no answer, too much. */
export type Trouble = 'down' | 'html' | 'truncated' | 'not-a-list' | 'no-totals' | 'hang' | 'huge' | 'redirect' | 'bad-post';

export interface FakeWordPress {
  /** The REST root, for CONTENT_SOURCE_URL. */
  url: string;
  origin: string;
  posts: Map<number, FakePost>;
  media: Map<number, FakeMedia>;
  categories: Map<number, FakeTerm>;
  tags: Map<number, FakeTerm>;
  users: Map<number, FakeUser>;
  /** Every request, as `METHOD /path?query`. */
  requests: string[];
  trouble: Trouble | undefined;
  /** Waits this long before each answer. */
  delayMs: number;
  nextId(): number;
  /** Writes a post as the editor would: a new modified time, a new id when none is given. */
  save(post: Partial<FakePost> & { title: string }): FakePost;
  close(): Promise<void>;
}

const wpDate = (date: Date) => date.toISOString().slice(0, 19);
const seconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export async function startFakeWordPress(): Promise<FakeWordPress> {
  let sequence = 100;
  let lastSave = 0;
  const state = {
    posts: new Map<number, FakePost>(),
    media: new Map<number, FakeMedia>(),
    categories: new Map<number, FakeTerm>([[1, { id: 1, name: 'Uncategorized', slug: 'uncategorized', description: '' }]]),
    tags: new Map<number, FakeTerm>(),
    users: new Map<number, FakeUser>([[1, { id: 1, name: 'Erin Editor', slug: 'erin', description: 'Writes the news.', url: 'https://erin.example.org' }]]),
    requests: [] as string[],
    trouble: undefined as Trouble | undefined,
    delayMs: 0,
  };
  let origin = '';

  const mediaJson = (m: FakeMedia) => ({
    id: m.id,
    date: '2026-01-05T10:00:00',
    slug: m.slug,
    type: 'attachment',
    link: `${origin}/${m.slug}/`,
    title: { rendered: m.title },
    author: 1,
    caption: { rendered: m.caption ? `<p>${m.caption}</p>\n` : '' },
    alt_text: m.alt_text,
    media_type: 'image',
    mime_type: 'image/jpeg',
    media_details: { width: m.width, height: m.height, file: m.file, sizes: {} },
    source_url: `${origin}/wp-content/uploads/${m.file}`,
  });

  const postJson = (p: FakePost, embed: boolean) => {
    const json: Record<string, unknown> = {
      id: p.id,
      date: wpDate(p.date),
      date_gmt: wpDate(p.date),
      guid: { rendered: `${origin}/?p=${p.id}` },
      modified: wpDate(p.modified),
      modified_gmt: wpDate(p.modified),
      slug: p.slug,
      status: p.status,
      type: 'post',
      link: `${origin}/${p.slug}/`,
      title: { rendered: p.title },
      content: { rendered: p.protected ? '' : p.content, protected: p.protected === true },
      excerpt: { rendered: p.excerpt, protected: p.protected === true },
      author: p.author,
      featured_media: p.featured_media,
      comment_status: 'open',
      ping_status: 'open',
      sticky: false,
      template: '',
      format: 'standard',
      meta: [],
      categories: p.categories,
      tags: p.tags,
      ...(p.acf ? { acf: p.acf } : {}),
      ...p.fields,
    };
    if (embed) {
      const user = state.users.get(p.author);
      const image = state.media.get(p.featured_media);
      json._embedded = {
        author: [
          user
            ? { ...user, link: `${origin}/author/${user.slug}/`, avatar_urls: {} }
            : { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } },
        ],
        ...(p.featured_media
          ? { 'wp:featuredmedia': [image ? mediaJson(image) : { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }] }
          : {}),
      };
    }
    return json;
  };

  function page<T extends { id: number }>(res: ServerResponse, url: URL, items: T[], toJson: (item: T) => Record<string, unknown>) {
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const include = url.searchParams.get('include');
    let chosen = include ? items.filter((item) => include.split(',').map(Number).includes(item.id)) : items;
    chosen = [...chosen].sort((a, b) => a.id - b.id);
    if (url.searchParams.get('order') === 'desc') chosen.reverse();
    const total = chosen.length;
    const totalPages = Math.ceil(total / perPage);
    if (total > 0 && pageNumber > totalPages) {
      return send(res, 400, {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    }
    const fields = url.searchParams.get('_fields')?.split(',');
    const body = chosen.slice((pageNumber - 1) * perPage, pageNumber * perPage).map((item) => {
      const json = toJson(item);
      return fields ? Object.fromEntries(fields.filter((f) => f in json).map((f) => [f, json[f]])) : json;
    });
    return send(res, 200, body, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) });
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  }

  function misbehave(res: ServerResponse, trouble: Trouble): boolean {
    switch (trouble) {
      case 'down':
        send(res, 503, { code: 'maintenance', message: 'Briefly unavailable for scheduled maintenance.', data: { status: 503 } });
        return true;
      case 'html':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
        res.end('<!doctype html><title>Error establishing a database connection</title>');
        return true;
      case 'truncated':
        res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
        res.end('[{"id":1,"title":{"rendered":"Half');
        return true;
      case 'not-a-list':
        send(res, 200, { posts: [] }, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
        return true;
      case 'hang':
        return true;
      case 'huge':
        res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-WP-Total': '1', 'X-WP-TotalPages': '1' });
        res.end(`[{"id":1,"padding":"${'x'.repeat(3 * 1024 * 1024)}"}]`);
        return true;
      case 'redirect':
        res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return true;
      default:
        return false;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.trouble && state.trouble !== 'bad-post' && misbehave(res, state.trouble)) return;
    const route = url.pathname.replace(/^\/wp-json\/wp\/v2\//, '');
    if (route === 'posts') {
      const after = url.searchParams.get('modified_after');
      const published = [...state.posts.values()].filter((p) => p.status === 'publish' && (!after || p.modified > new Date(after)));
      return page(res, url, published, (p) => {
        const json = postJson(p, url.searchParams.has('_embed'));
        return state.trouble === 'bad-post' ? { ...json, title: 'not an object' } : json;
      });
    }
    if (route === 'categories') return page(res, url, [...state.categories.values()], (t) => ({ ...t, taxonomy: 'category', parent: t.parent ?? 0, count: 0 }));
    if (route === 'tags') return page(res, url, [...state.tags.values()], (t) => ({ ...t, taxonomy: 'post_tag', count: 0 }));
    if (route === 'users') return page(res, url, [...state.users.values()], (u) => ({ ...u }));
    return send(res, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/wp-json`,
    origin,
    posts: state.posts,
    media: state.media,
    categories: state.categories,
    tags: state.tags,
    users: state.users,
    get requests() {
      return state.requests;
    },
    get trouble() {
      return state.trouble;
    },
    set trouble(value) {
      state.trouble = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    nextId: () => ++sequence,
    save(post) {
      // Each save a second after the last, as WordPress keeps modified times to the second.
      const now = Math.max(seconds(new Date()).getTime(), lastSave + 1000);
      lastSave = now;
      const existing = post.id === undefined ? undefined : state.posts.get(post.id);
      const id = post.id ?? ++sequence;
      const saved: FakePost = {
        slug: post.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        status: 'publish',
        content: `<p>${post.title}</p>`,
        excerpt: `<p>${post.title}</p>\n`,
        author: 1,
        featured_media: 0,
        categories: [1],
        tags: [],
        date: new Date(now),
        ...existing,
        ...post,
        id,
        modified: new Date(now),
      };
      state.posts.set(id, saved);
      return saved;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
