import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationTable } from '../../src/generated/operations.ts';
import type { OperationMeta } from '../../src/http/operations/operationMeta.ts';
import { answerWithinMs, type OddRequest, oddRequestProblems } from '../harness/addressCheck.ts';
import { type FuzzServer, startFuzzServer } from '../harness/fuzzServer.ts';
import { checkProperty, fuzzRuns } from '../harness/fuzzSettings.ts';
import { bentPath, edgeValues, oddMethod, oddPathBelow, oddQuery, oddSegment } from '../harness/oddAddresses.ts';
import { anonKey } from '../harness/startTestServer.ts';

/**
 * Odd paths and queries for every route of the server: the site's pages (from its sitemap), the posts, the blog
 * list and its filters, the admin app, the uploads, the demo links, the WordPress API and the functions with their
 * own query parameters, and the health checks. Each request goes over a socket of its own, its request line written
 * as generated. Whatever arrives, the server answers (no hang, no dropped connection) within a time bound, never with
 * 5xx, logs no error and prints nothing outside its JSON logger; afterwards /healthz and a page still answer 200.
 *
 * Reproduce a failure with the FUZZ_SEED printed with it; FUZZ_RUNS sets the runs of each route family.
 */

let fuzz: FuzzServer;
const site = { pages: [] as string[], slugs: [] as string[], uploads: [] as string[], demoToken: '' };

beforeAll(async () => {
  fuzz = await startFuzzServer();
  const { server } = fuzz;
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  site.pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname).filter((path) => !path.startsWith('/blog/'));
  site.pages.push('/contact', '/request-demo', '/blog/feed.xml', '/robots.txt', '/sitemap.xml', '/no-such-page', '/favicon.svg');
  site.slugs = (await server.db.query<{ slug: string }>(`select slug from wp_posts where status = 'publish' order by id limit 20`)).map((row) => row.slug);
  const root = server.config.uploadsDir;
  site.uploads = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .slice(0, 20)
    .map((entry) => `/uploads/${relative(root, join(entry.parentPath, entry.name))}`);
  const { data } = await server.as(await fuzz.freshSession()).POST('/functions/v1/generate-demo-url', {
    body: { clientEmail: 'fuzz-addresses@fuzz.example', expiresIn: '30d' },
  });
  site.demoToken = data!.url.split('/').pop()!;
  expect(site.pages.length, 'pages in the sitemap').toBeGreaterThan(8);
  expect(site.slugs.length, 'published posts').toBeGreaterThan(0);
  expect(site.uploads.length, 'uploaded files').toBeGreaterThan(0);
}, 60_000);
/** How many requests each family sent, in how long: printed once the server's console capture is undone. */
const timings: string[] = [];
afterAll(async () => {
  await fuzz?.stop();
  console.info(timings.join('\n'));
});

/** The values of an operation's `action` parameter (adminQuery, adminCommand), or none. */
const actionsOf = (op: OperationMeta): (string | undefined)[] => {
  const action = (op.query as { properties?: { action?: { enum?: string[] } } } | null)?.properties?.action;
  return action?.enum ?? [undefined];
};

/** A query's parameter names as the document lists them. */
const queryNames = (op: OperationMeta) => Object.keys(((op.query as { properties?: object } | null)?.properties ?? {}) as object);

/** A path of the document with each `{parameter}` filled by an odd segment (or an ordinary number now and then). */
const filledPath = (op: OperationMeta) =>
  fc
    .array(fc.oneof(oddSegment, fc.constantFrom('1', '0', '-1', '99999999999999999999')), { minLength: 4, maxLength: 4 })
    .map((values) => {
      let n = 0;
      return op.path.replace(/\{[^}]+\}/g, () => values[n++]!);
    })
    .chain((path) => fc.oneof({ weight: 3, arbitrary: fc.constant(path) }, { weight: 1, arbitrary: bentPath(path) }));

/** A form's body, as a browser would send one, or not quite. */
const formBody = fc.oneof(
  fc.constant(''),
  fc.constantFrom('firstName=A&lastName=B&email=a%40example.com&requirements=Hello', 'email=%ff%fe', '%', '=&=&=', 'a', '__proto__[x]=1'),
  oddQuery(['firstName', 'lastName', 'email', 'company', 'requirements', 'phone', 'website']).map((query) => query.slice(1)),
);

/** A request to a route: its path, one of its queries, a method, and for a POST a small body. */
const requestTo = (path: fc.Arbitrary<string>, names: readonly string[], method: fc.Arbitrary<string> = oddMethod): fc.Arbitrary<OddRequest> =>
  fc.record({ method, path, query: oddQuery(names), body: formBody }).map(({ method: m, path: p, query, body }) => ({
    method: m,
    target: p + query,
    ...(m === 'POST' || m === 'PUT' || m === 'PATCH' ? { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
  }));

const oneOfArray = <T>(items: () => readonly T[]) => fc.nat().map((n) => items()[n % items().length]!);

const siteNames = ['category', 'search', 'page', 'utm_source', 'quantity.lte', 'memory.lte', 'modem.wifi', 'ref', 'lead'];

/** Who a function is called as: the public key, a session of the super admin (a new one each time), nobody, or garbage. */
type Credential = 'anon' | 'session' | 'none' | 'garbage';

async function authorization(credential: Credential | undefined): Promise<Record<string, string>> {
  if (credential === 'anon') return { Authorization: `Bearer ${anonKey}` };
  // A session of its own: a request to /signout or /end-other-sessions must not end the one the next request uses.
  if (credential === 'session') return { Authorization: `Bearer ${await fuzz.freshSession()}` };
  if (credential === 'garbage') return { Authorization: 'Bearer %00\\u0000 garbage' };
  return {};
}

/** Sends every generated request; the property fails on the first one the server mishandles, shrunk to the smallest. */
async function fuzzRoute(requests: fc.Arbitrary<OddRequest & { credential?: Credential }>, runs: number) {
  const started = performance.now();
  let sent = 0;
  await checkProperty(
    fc.asyncProperty(requests, async ({ credential, ...request }) => {
      sent++;
      const headers = { ...request.headers, ...(await authorization(credential)) };
      const problems = await oddRequestProblems(fuzz, { ...request, headers });
      expect(problems.length === 0, problems.join('\n')).toBe(true);
    }),
    fuzzRuns(runs),
  );
  const afterwards = await fuzz.stillServing();
  expect(afterwards, 'after the run').toEqual([]);
  timings.push(`${expect.getState().currentTestName}: ${sent} requests in ${Math.round(performance.now() - started)} ms`);
}

const timeout = Math.max(120_000, fuzzRuns(1) * answerWithinMs);

it(
  `the site's pages, bent and with odd queries`,
  async () => {
    await fuzzRoute(requestTo(oneOfArray(() => site.pages).chain(bentPath), siteNames), 300);
  },
  timeout,
);

it(
  `the posts: /blog/<slug>`,
  async () => {
    const slug = fc.oneof(
      oneOfArray(() => site.slugs).chain((known) => bentPath(`/blog/${known}`)),
      oddPathBelow('/blog'),
    );
    await fuzzRoute(requestTo(slug, ['utm_source', 'page']), 250);
  },
  timeout,
);

it(
  'the blog list and the feed: /blog/all?category=&search=&page=',
  async () => {
    const list = fc.constantFrom('/blog/all', '/blog/all/', '/blog/feed.xml', '/blog', '/blog/');
    await fuzzRoute(requestTo(list, ['category', 'search', 'page'], fc.constant('GET')), 250);
  },
  timeout,
);

it(
  'the admin app: /admin/*',
  async () => {
    const path = fc.oneof(
      fc.constantFrom('/admin', '/admin/', '/admin/login', '/admin/leads', '/admin/assets/nothing.js').chain(bentPath),
      oddPathBelow('/admin'),
    );
    await fuzzRoute(requestTo(path, ['next', 'redirect', 'token']), 200);
  },
  timeout,
);

it(
  `the uploads: /uploads/*`,
  async () => {
    const path = fc.oneof(oneOfArray(() => site.uploads).chain(bentPath), oddPathBelow('/uploads'));
    await fuzzRoute(requestTo(path, ['w', 'h', 'v']), 200);
  },
  timeout,
);

it(
  `the demo links: /demo-access/<token>`,
  async () => {
    const path = fc.oneof(
      fc.constant(0).chain(() => bentPath(`/demo-access/${site.demoToken}`)),
      oddPathBelow('/demo-access'),
      fc.constantFrom('/demo-access', '/demo-access/'),
    );
    await fuzzRoute(requestTo(path, ['utm_source', 'token']), 150);
  },
  timeout,
);

const wpOperations = Object.values(operationTable).filter((op) => op.path.startsWith('/wp-json'));
const functionOperations = Object.values(operationTable).filter((op) => op.path.startsWith('/functions/'));

it(
  'the WordPress API: /wp-json/wp/v2/* with its query parameters',
  async () => {
    const request = fc
      .constantFrom(...wpOperations)
      .chain((op) =>
        requestTo(fc.oneof({ weight: 4, arbitrary: filledPath(op) }, { weight: 1, arbitrary: oddPathBelow('/wp-json') }), [
          ...queryNames(op),
          '_fields',
          '_envelope',
          'context',
        ]),
      );
    await fuzzRoute(request, 350);
  },
  timeout,
);

it(
  'the functions: /functions/v1/* with GET and POST, their query parameters and credentials',
  async () => {
    const request = fc
      .record({
        op: fc.constantFrom(...functionOperations),
        method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('GET', 'POST') }, { weight: 1, arbitrary: oddMethod }),
        credential: fc.constantFrom<Credential>('anon', 'session', 'none', 'garbage'),
        body: fc.constantFrom('{}', '', '{"action":"__proto__"}', '[]', 'null', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
      })
      .chain(({ op, method, credential, body }) =>
        fc
          .record({
            path: fc.oneof({ weight: 4, arbitrary: fc.constant(op.path) }, { weight: 1, arbitrary: bentPath(op.path) }),
            query: oddQuery(queryNames(op)),
            // The admin operations read their other parameters for one action or another: mostly a real one comes first.
            action: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...actionsOf(op)) }, { weight: 1, arbitrary: fc.constant(undefined) }),
          })
          .map(({ path, query, action }): OddRequest & { credential: Credential } => ({
            method,
            target: action === undefined ? path + query : `${path}?action=${action}${query.startsWith('?') ? `&${query.slice(1)}` : ''}`,
            credential,
            ...(method === 'POST' ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
          })),
      );
    await fuzzRoute(request, 350);
  },
  timeout,
);

it(
  `the health checks: /healthz and /readyz`,
  async () => {
    await fuzzRoute(requestTo(fc.constantFrom('/healthz', '/readyz', '/metrics').chain(bentPath), ['verbose', 'full']), 100);
  },
  timeout,
);

/** The document's operations with a path parameter filled by one value, or their own path. */
const pathWith = (op: OperationMeta, value: string) => op.path.replace(/\{[^}]+\}/g, value);

it(
  'every query and path parameter of openapi.yaml, each with every edge value (a sweep, not random)',
  async () => {
    const started = performance.now();
    const requests: (OddRequest & { credential: Credential })[] = [];
    for (const op of Object.values(operationTable).filter((op) => op.method === 'GET')) {
      const base = pathWith(op, '1');
      // Signed in where the operation takes a session, so that its parameters are read, not refused unread.
      const credential: Credential = op.security === 'sessionToken' ? 'session' : 'anon';
      for (const value of edgeValues) {
        if (op.path.includes('{')) requests.push({ method: 'GET', target: pathWith(op, value), credential });
        for (const name of queryNames(op)) {
          // adminQuery's other parameters are read with an action: the spec's listing (the others have paths of their own).
          const actions = op.operationId === 'adminQuery' && name !== 'action' ? ['action=getDemoUrls&'] : [''];
          for (const action of actions) {
            requests.push(
              { method: 'GET', target: `${base}?${action}${name}=${value}`, credential },
              { method: 'GET', target: `${base}?${action}${name}=1&${name}=${value}`, credential },
            );
          }
        }
      }
    }
    const problems: string[] = [];
    for (const { credential, ...request } of requests) {
      const found = await oddRequestProblems(fuzz, { ...request, headers: await authorization(credential) });
      if (found.length > 0) problems.push(`${found.slice(0, found.indexOf('')).join('; ')} ← ${request.target.slice(0, 200)}`);
    }
    timings.push(`the sweep: ${requests.length} requests in ${Math.round(performance.now() - started)} ms`);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(await fuzz.stillServing(), 'after the sweep').toEqual([]);
  },
  timeout,
);
