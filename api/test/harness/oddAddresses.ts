import fc from 'fast-check';

/**
 * Odd addresses, as a scanner, a broken client or an attacker sends them: percent-encodings valid and not (bad hex,
 * cut short, overlong UTF-8, lone surrogates, past U+10FFFF), NUL, encoded and bare dot segments, backslashes, double
 * slashes, raw Unicode, segments past the file system's name limit, names that are special to JavaScript objects, and
 * queries with repeated, bracketed, empty and huge parameters. They are written into the request line as they are:
 * send them over a raw socket (`fetch` would normalise them).
 */

/** Encoded bytes that decoders trip on, each a classic of path traversal or of UTF-8 validation. */
const trickyEncodings = [
  '%',
  '%2',
  '%zz',
  '%g0',
  '%00',
  '%0a',
  '%0d%0a',
  '%2e',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%25',
  '%252e%252e',
  '%25%32%65',
  '%c0%ae',
  '%C0%AF',
  '%c1%9c',
  '%e0%80%af',
  '%f0%80%80%af',
  '%ed%a0%80',
  '%ed%bf%bf',
  '%ef%bf%bf',
  '%f4%90%80%80',
  '%fe',
  '%ff',
  '%80',
  '%E0%A4%A',
  '%u002e',
  '%uD800',
  '%3f',
  '%23',
  '%3b',
  '%20',
  '+',
];

/** Whole segments with a meaning somewhere: to a file system, to JavaScript objects, to other servers. */
const trickySegments = [
  '',
  '.',
  '..',
  '...',
  '\\',
  '..\\..\\',
  '..%5c..%5c',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '....//',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'index.html',
  'index.html.br',
  '.env',
  '.git',
  'package.json',
  'node_modules',
  'entry.mjs',
  ';jsessionid=0',
  'a;b=c',
  '*',
  '~',
  '@',
  ':',
  '!',
  "'",
  '$',
  '{}',
  '[]',
  '<script>',
  '"',
  '`',
  '^',
  '|',
  'CON',
  'nul',
  'aux.txt',
];

/** Raw characters of the request line the HTTP parser may or may not let through (a path is ASCII). */
const rawCharacters = ['é', 'ü', '日本', '😀', '\u00a0', '\u200b', '\u202e', '\ufeff', '\t'];

/** Lengths around the file system's name limit (255 bytes) and past any sensible URL. */
const longLengths = [254, 255, 256, 1024, 4096, 9000];

const encodeAll = (text: string) => encodeURIComponent(text);

/** One path segment: mostly odd, sometimes ordinary, as it travels in the request line. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,20}$/) },
  { weight: 3, arbitrary: fc.constantFrom(...trickyEncodings) },
  { weight: 3, arbitrary: fc.constantFrom(...trickySegments) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...trickyEncodings, 'a', '.', '-'), { minLength: 2, maxLength: 6 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encodeAll) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }).map(encodeAll) },
  { weight: 1, arbitrary: fc.constantFrom(...rawCharacters) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...longLengths), fc.constantFrom('a', '%41', '%e2%82%ac', '.')).map(([n, unit]) => unit.repeat(n)) },
);

/** A path below `base` (which ends without a slash): odd segments, joined by one slash or several, or a backslash. */
export function oddPathBelow(base: string): fc.Arbitrary<string> {
  const joiner = fc.constantFrom('/', '/', '/', '//', '/./', '\\', '/%2f');
  return fc
    .array(fc.tuple(joiner, oddSegment), { minLength: 1, maxLength: 4 })
    .chain((parts) => fc.constantFrom('', '/', '//', '/.', '/..').map((end) => `${base}${parts.map(([slash, segment]) => slash + segment).join('')}${end}`));
}

/** A known path bent out of shape: its ending, its case, its slashes, or a segment slipped in. */
export function bentPath(path: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      path,
      `${path}/`,
      `${path}//`,
      `/${path}`,
      `${path}/.`,
      `${path}/..`,
      `${path}/./`,
      `${path}%2f`,
      `${path}%00`,
      `${path}.html`,
      `${path}/index.html`,
      path.toUpperCase(),
      path.replace(/\//g, '\\'),
      path.replace(/\//g, '//'),
      path.replace(/\//g, '/./'),
      path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
      `/x/..${path}`,
      `/%2e%2e${path}`,
    ),
    oddPathBelow(path.replace(/\/$/, '')),
  );
}

/** Query values that parsers and number conversions trip on. */
const trickyValues = [
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '0x10',
  '1,2,3',
  ',',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '%00',
  '%',
  '%zz',
  '%ff',
  '%c0%ae',
  '%ed%a0%80',
  '+',
  '%20',
  '%22%3E%3Cscript%3E',
  "'",
  '\\',
  'a'.repeat(300),
];

/**
 * The values every parameter is tried with once (addresses.test.ts sweeps them through the document's parameters):
 * the edges of number parsing (JavaScript's and PostgreSQL's), of text decoding, and of length.
 */
export const edgeValues = [
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  '%00',
  '%ff',
  '%ed%a0%80',
  'a'.repeat(300),
];

/** Names nobody expects, next to the route's own. */
const trickyNames = [
  '__proto__',
  '__proto__[x]',
  'constructor',
  'constructor[prototype][x]',
  'prototype',
  'toString',
  'a[]',
  'a[0]',
  'a[b][c]',
  '',
  '%00',
  '%',
  'utm_source',
  '_',
  'callback',
];

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyValues) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map(encodeAll) },
  { weight: 1, arbitrary: oddSegment },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 100_000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...longLengths).map((n) => 'x'.repeat(n)) },
);

/**
 * A query string of the route's parameters (`names`) and others: repeated, bracketed (`a[]=`), without `=` or a
 * value, `__proto__`, thousands of one parameter, separated by `&`, `&&` or `;`. Empty or starting with `?`.
 */
export function oddQuery(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 3, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constantFrom(...trickyNames) },
    { weight: 1, arbitrary: fc.constantFrom(...trickyNames) },
    { weight: 1, arbitrary: names.length > 0 ? fc.constantFrom(...names).map((known) => `${known}[]`) : fc.constant('x[]') },
  );
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(name, value).map(([n, v]) => `${n}=${v}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.tuple(name, value).map(([n, v]) => `${n}=${v}=${v}`) },
  );
  const many = fc.tuple(pair, fc.constantFrom(100, 1000, 5000)).map(([one, count]) => Array(count).fill(one).join('&'));
  // Cross-shrinking: a failure found with a huge query is tried again without one, so the report shows the path alone.
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 1, arbitrary: fc.constantFrom('', '?', '??', '?&', '?=', '?#') },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.array(pair, { minLength: 1, maxLength: 6 }), fc.constantFrom('&', '&', '&&', ';')).map(([pairs, sep]) => `?${pairs.join(sep)}`),
    },
    { weight: 1, arbitrary: many.map((query) => `?${query}`) },
  );
}

/** The methods a route may be asked with: mostly reads, sometimes a post, now and then one it does not take. */
export const oddMethod: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'POST', 'OPTIONS') },
  { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'get', 'BREW') },
);
