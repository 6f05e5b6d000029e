import fc from 'fast-check';
import type { RawExchangeOptions } from './rawExchange.ts';

/** A request written by hand that breaks HTTP/1.1 or stretches it, and what the server must make of it. */
export interface AbuseCase {
  name: string;
  /** Written in order, `pauseMs` apart. */
  parts: (string | Buffer)[];
  options?: Partial<RawExchangeOptions>;
  /** Statuses the answer may have; unless given, any below 500 (or none, when the server closes instead). */
  expect?: readonly number[];
  /** Answers the connection must carry (pipelining): each below 500. */
  answers?: number;
  /** Why the server may close the connection without an answer (unless given, an answer is due). */
  mayClose?: string;
}

export const contactPath = '/functions/v1/send-contact-email';
export const formPath = '/contact';
const host = 'Host: 127.0.0.1\r\n';

/** A contact message as the site's script sends it: valid, so that what goes wrong is the envelope's fault. */
export const contactJson = (email = 'abuse@fuzz.example') =>
  JSON.stringify({ firstName: 'Abuse', lastName: 'Case', email, requirements: 'Sent while the protocol was abused.' });
const contactForm = 'firstName=Abuse&lastName=Case&email=abuse-form%40fuzz.example&requirements=Sent+without+script';

const apiHead = (anonKey: string, headers: string) =>
  `POST ${contactPath} HTTP/1.1\r\n${host}Authorization: Bearer ${anonKey}\r\nContent-Type: application/json\r\n${headers}\r\n`;
const formHead = (headers: string) => `POST ${formPath} HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\n${headers}\r\n`;
const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\n${host}${headers}\r\n`;
const chunked = (body: string) => `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;

/** Nested `depth` deep: `[[[…]]]`. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The API's body limit (config.bodyLimitBytes) and the site forms' (issue 37). */
const apiLimit = 32 * 1024;
const formLimit = 64 * 1024;

/**
 * Every abuse of the protocol the fuzz suites send, each on a connection of its own: lying and doubled lengths,
 * chunks that do not add up, broken, deep, invalid and huge bodies, huge and countless headers, HTTP/1.0, pipelining,
 * request lines with spaces and control characters, odd Host headers.
 */
export function abuseCases(anonKey: string): AbuseCase[] {
  const body = contactJson();
  const length = Buffer.byteLength(body);
  const api = (headers: string) => apiHead(anonKey, headers);
  const close = { endAfterSend: true };
  return [
    // Lengths that lie.
    { name: 'Content-Length larger than the body, then the sender goes away (API)', parts: [api(`Content-Length: ${length + 50}\r\n`), body], options: close },
    {
      name: 'Content-Length larger than the body, then the sender goes away (site form)',
      parts: [formHead('Content-Length: 500\r\n'), contactForm],
      options: close,
    },
    { name: 'Content-Length of 1 GB, then the sender goes away', parts: [api('Content-Length: 1073741824\r\n'), body], options: close, expect: [413] },
    { name: 'Content-Length smaller than the body (the rest reads as a second request)', parts: [api(`Content-Length: ${length - 10}\r\n`), body] },
    { name: 'Content-Length 0 with a body', parts: [api('Content-Length: 0\r\n'), body] },
    { name: 'two Content-Length headers that differ', parts: [api(`Content-Length: ${length}\r\nContent-Length: ${length + 1}\r\n`), body], expect: [400] },
    { name: 'two Content-Length headers that agree', parts: [api(`Content-Length: ${length}\r\nContent-Length: ${length}\r\n`), body] },
    { name: 'one Content-Length listing two values', parts: [api(`Content-Length: ${length}, ${length}\r\n`), body] },
    { name: 'a Content-Length that is no number', parts: [api('Content-Length: abc\r\n'), body], expect: [400] },
    { name: 'a negative Content-Length', parts: [api('Content-Length: -1\r\n'), body], expect: [400] },
    { name: 'a Content-Length past 2^64', parts: [api('Content-Length: 99999999999999999999999\r\n'), body], expect: [400, 413] },
    {
      name: 'Content-Length with Transfer-Encoding: chunked',
      parts: [api(`Content-Length: ${length}\r\nTransfer-Encoding: chunked\r\n`), chunked(body)],
      expect: [400],
    },
    // Chunks that do not add up.
    { name: 'a chunk size that is no hex number', parts: [api('Transfer-Encoding: chunked\r\n'), 'zz\r\nabc\r\n0\r\n\r\n'], expect: [400] },
    { name: 'a negative chunk size', parts: [api('Transfer-Encoding: chunked\r\n'), '-5\r\nabc\r\n0\r\n\r\n'], expect: [400] },
    { name: 'a chunk size past 2^64', parts: [api('Transfer-Encoding: chunked\r\n'), 'ffffffffffffffffff\r\nabc\r\n0\r\n\r\n'], expect: [400, 413] },
    { name: 'a chunk longer than its size', parts: [api('Transfer-Encoding: chunked\r\n'), `3\r\n${body}\r\n0\r\n\r\n`], expect: [400] },
    { name: 'a chunk shorter than its size, then the sender goes away', parts: [api('Transfer-Encoding: chunked\r\n'), `ff\r\n${body}`], options: close },
    {
      name: 'chunk extensions and trailers',
      parts: [api('Transfer-Encoding: chunked\r\n'), `${length.toString(16)};x=y\r\n${body}\r\n0\r\nX-Trailer: 1\r\n\r\n`],
    },
    {
      name: 'no last chunk, then the sender goes away',
      parts: [api('Transfer-Encoding: chunked\r\n'), `${length.toString(16)}\r\n${body}\r\n`],
      options: close,
    },
    { name: 'Transfer-Encoding: gzip, chunked', parts: [api('Transfer-Encoding: gzip, chunked\r\n'), chunked(body)] },
    { name: 'Transfer-Encoding: chunked twice', parts: [api('Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n'), chunked(body)] },
    { name: 'Transfer-Encoding that is not chunked', parts: [api('Transfer-Encoding: identity\r\n'), body] },
    // Bodies.
    { name: 'broken JSON', parts: [api('Content-Length: 9\r\n'), '{"email":'], expect: [400] },
    { name: 'JSON nested 20,000 deep', parts: [api(`Content-Length: ${20_000 * 2}\r\n`), nested(20_000)], expect: [400, 413] },
    {
      name: 'JSON nested 15,000 deep within the limit',
      parts: [api(`Content-Length: ${15_000 * 2 + 1}\r\n`), `${'['.repeat(15_000)}1${']'.repeat(15_000)}`],
      expect: [400],
    },
    {
      name: 'invalid UTF-8 in a JSON string',
      parts: [
        api(`Content-Length: ${length + 3}\r\n`),
        Buffer.concat([Buffer.from(body.slice(0, 14)), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from(body.slice(14))]),
      ],
      expect: [200, 400],
    },
    {
      name: 'a byte order mark before the JSON',
      parts: [api(`Content-Length: ${length + 3}\r\n`), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)])],
    },
    { name: 'a huge string just within the limit', parts: [api(`Content-Length: ${apiLimit - 10}\r\n`), `"${'x'.repeat(apiLimit - 12)}"`], expect: [400] },
    { name: 'a body of 2 MB with its length (API)', parts: [api(`Content-Length: ${2 * 1024 * 1024}\r\n`), 'x'.repeat(2 * 1024 * 1024)], expect: [413] },
    { name: 'a chunked body of 2 MB (API)', parts: [api('Transfer-Encoding: chunked\r\n'), chunked('x'.repeat(2 * 1024 * 1024))], expect: [413] },
    {
      name: 'a form post of 1 MB with its length (site)',
      parts: [formHead(`Content-Length: ${1024 * 1024}\r\n`), `message=${'x'.repeat(1024 * 1024 - 8)}`],
      expect: [413],
    },
    {
      name: 'a chunked form post of 1 MB (site)',
      parts: [formHead('Transfer-Encoding: chunked\r\n'), chunked(`message=${'x'.repeat(1024 * 1024)}`)],
      expect: [413],
    },
    {
      name: 'a form post just within the forms’ limit (site)',
      parts: [formHead(`Content-Length: ${formLimit - 100}\r\n`), `message=${'x'.repeat(formLimit - 108)}`],
    },
    {
      name: 'a multipart form with a broken boundary (site)',
      parts: [`POST ${formPath} HTTP/1.1\r\n${host}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 12\r\n\r\n--y\r\nbroken\r\n`],
    },
    { name: 'a gzip body that is not gzip', parts: [api(`Content-Encoding: gzip\r\nContent-Length: ${length}\r\n`), body] },
    // Headers.
    { name: 'one header of 20 KB', parts: [get('/', `X-Big: ${'a'.repeat(20 * 1024)}\r\n`)], expect: [431] },
    { name: 'a cookie of 15 KB (within the header limit)', parts: [get('/', `Cookie: a=${'b'.repeat(15 * 1024)}\r\n`)] },
    { name: '5,000 headers', parts: [get('/', Array.from({ length: 5000 }, (_, n) => `X-H${n}: 1\r\n`).join(''))], expect: [431] },
    { name: '1,500 small headers (within the header limit)', parts: [get('/', Array.from({ length: 1500 }, (_, n) => `h${n}:1\r\n`).join(''))] },
    { name: 'a header without a colon', parts: [get('/', 'NoColonHere\r\n')], expect: [400] },
    { name: 'a header folded over two lines', parts: [get('/', 'X-Folded: a\r\n b\r\n')], expect: [200, 400] },
    { name: 'a NUL in a header value', parts: [get('/', 'X-Nul: a\u0000b\r\n')], expect: [400] },
    { name: 'bare LF line endings', parts: ['GET / HTTP/1.1\nHost: 127.0.0.1\n\n'] },
    { name: 'Expect: 100-continue', parts: [api(`Content-Length: ${length}\r\nExpect: 100-continue\r\n`), body], expect: [200] },
    { name: 'an Expect the server does not know', parts: [api(`Content-Length: ${length}\r\nExpect: teapot\r\n`), body], expect: [417] },
    { name: 'no Host header', parts: ['GET / HTTP/1.1\r\n\r\n'], expect: [400] },
    { name: 'two Host headers', parts: [`GET / HTTP/1.1\r\n${host}Host: evil.example\r\n\r\n`] },
    { name: 'a Host with a port past 65535', parts: ['GET /pricing HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n'] },
    {
      name: 'a Host of garbage (site form post)',
      parts: [`POST ${formPath} HTTP/1.1\r\nHost: %zz[::1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1\r\n\r\na`],
    },
    { name: 'an empty Host (page)', parts: ['GET /about HTTP/1.1\r\nHost: \r\n\r\n'] },
    // Hosts that look like IPv4 addresses and are none: no URL can be made with them.
    { name: 'a Host of no valid IPv4 address, 256.0.0.1 (page)', parts: ['GET /pricing HTTP/1.1\r\nHost: 256.0.0.1\r\n\r\n'] },
    { name: 'a Host of no valid IPv4 address, 1270.0.1 (WordPress list)', parts: ['GET /wp-json/wp/v2/posts HTTP/1.1\r\nHost: 1270.0.1\r\n\r\n'] },
    { name: 'a Host of five numbers, 1.2.3.4.5 (missing page)', parts: ['GET /nope HTTP/1.1\r\nHost: 1.2.3.4.5\r\n\r\n'] },
    { name: 'a Host of unicode (page)', parts: [Buffer.from('GET /features HTTP/1.1\r\nHost: ä.example\r\n\r\n', 'utf8')] },
    // Versions and request lines.
    { name: 'HTTP/1.0 without a Host', parts: ['GET /healthz HTTP/1.0\r\n\r\n'], expect: [200] },
    { name: 'HTTP/1.0 with keep-alive, page', parts: ['GET /about HTTP/1.0\r\nConnection: keep-alive\r\n\r\n'], expect: [200], answers: 1 },
    {
      name: 'HTTP/1.0 form post (site)',
      parts: [`POST ${formPath} HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1\r\n\r\na`],
    },
    { name: 'HTTP/2.0 in the request line', parts: ['GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'HTTP/9.9 in the request line', parts: ['GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'the HTTP/2 preface', parts: ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'] },
    { name: 'HTTP/0.9 (no version)', parts: ['GET /\r\n\r\n'] },
    { name: 'a space inside the path', parts: ['GET /a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], expect: [400] },
    { name: 'a tab inside the path', parts: ['GET /a\tb HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'control characters in the path', parts: ['GET /\u0001\u0007\u001b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], expect: [400] },
    { name: 'a DEL in the path', parts: ['GET /\u007f HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'two spaces after the method', parts: ['GET  / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'words after the version', parts: ['GET / HTTP/1.1 extra\r\nHost: 127.0.0.1\r\n\r\n'], expect: [400] },
    { name: 'a lower-case method', parts: ['get / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], expect: [400] },
    { name: 'an unknown method', parts: ['BREW /coffee HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], expect: [400] },
    { name: 'an absolute URL of another host', parts: ['GET http://evil.example/pricing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    {
      name: 'an absolute URL to a form (site)',
      parts: [`POST http://evil.example${formPath} HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1\r\n\r\na`],
    },
    { name: 'OPTIONS *', parts: ['OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    { name: 'a path without its slash', parts: ['GET pricing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'] },
    {
      name: 'CONNECT to a host and port',
      parts: ['CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n'],
      mayClose: 'Node drops a CONNECT when nothing listens for tunnels, and nothing here does',
    },
    {
      name: 'an upgrade to WebSocket',
      parts: [get('/', 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n')],
    },
    { name: 'an upgrade to h2c', parts: [get('/', 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n')] },
    { name: 'a request of random bytes', parts: [Buffer.from(Array.from({ length: 512 }, (_, n) => (n * 7919) % 256))], expect: [400] },
    { name: 'TLS spoken to the plain port', parts: [Buffer.from('16030100a5010000a10303', 'hex')], expect: [400] },
    // Several requests on one connection.
    {
      name: 'ten pipelined requests',
      parts: [Array.from({ length: 10 }, (_, n) => get(n % 2 ? '/healthz' : '/functions/v1/pricing', `Authorization: Bearer ${anonKey}\r\n`)).join('')],
      answers: 10,
      expect: [200],
    },
    {
      name: 'pipelined: a post, a broken request, then a page',
      parts: [`${api(`Content-Length: ${length}\r\n`)}${body}GET /a b HTTP/1.1\r\n\r\n${get('/about')}`],
      expect: [200, 400],
    },
    {
      name: 'pipelined HEAD, GET and POST of a form',
      parts: [`HEAD /pricing HTTP/1.1\r\n${host}\r\n${get('/healthz')}${formHead('Content-Length: 1\r\n')}a`],
      answers: 3,
    },
  ];
}

/** A valid request's bytes, ready to be broken by `mutatedRequest`. */
export function validRequests(anonKey: string): string[] {
  const body = contactJson('mutated@fuzz.example');
  return [
    `${apiHead(anonKey, `Content-Length: ${Buffer.byteLength(body)}\r\n`)}${body}`,
    `${formHead(`Content-Length: ${contactForm.length}\r\n`)}${contactForm}`,
    get('/pricing?quantity.lte=2', 'Accept-Encoding: gzip, br\r\nCookie: a=b\r\n'),
    get('/wp-json/wp/v2/posts?per_page=2&_embed=1'),
    `${apiHead(anonKey, 'Transfer-Encoding: chunked\r\n')}${chunked(body)}`,
  ];
}

type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; count: number }
  | { kind: 'duplicate'; at: number; count: number }
  | { kind: 'lineEndings'; to: string }
  | { kind: 'truncate'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(
      fc.constantFrom('\r\n', '\n', '\r', ' ', ':', '\u0000', '\u00ff', '%', '0', '9', 'Content-Length: 5\r\n', 'Transfer-Encoding: chunked\r\n'),
      fc.string({ maxLength: 8 }),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 16 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ kind: fc.constant('lineEndings' as const), to: fc.constantFrom('\n', '\r', '\n\r', '\r\r\n') }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function apply(request: string, change: Mutation): string {
  const at = 'at' in change ? change.at % (request.length + 1) : 0;
  switch (change.kind) {
    case 'insert':
      return request.slice(0, at) + change.text + request.slice(at);
    case 'delete':
      return request.slice(0, at) + request.slice(at + change.count);
    case 'duplicate':
      return request.slice(0, at + change.count) + request.slice(at);
    case 'lineEndings':
      return request.replaceAll('\r\n', change.to);
    case 'truncate':
      return request.slice(0, at);
  }
}

/** A valid request with a few bytes inserted, deleted, repeated or cut off, its line endings changed. */
export function mutatedRequest(anonKey: string): fc.Arbitrary<{ original: number; mutations: Mutation[]; bytes: string }> {
  const requests = validRequests(anonKey);
  return fc
    .record({ original: fc.nat({ max: requests.length - 1 }), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) })
    .map(({ original, mutations }) => ({ original, mutations, bytes: mutations.reduce(apply, requests[original]!) }));
}
