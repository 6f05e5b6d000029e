/** Astro's own bound (core/util/pathname.js): an address decoded more times than this answers 500 there. */
const maxDecodings = 10;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Whether decoding `path` again and again, as the site's router does, goes on past its bound. */
function encodedOverAndOver(path: string): boolean {
  let current = path;
  let decoded = decodeURI(path);
  for (let times = 0; decoded !== current; times++) {
    if (times >= maxDecodings) return true;
    current = decoded;
    try {
      decoded = decodeURI(current);
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Why no page can have this address, or undefined (`url` as Hono has it, with the origin): its path's percent-encoding
 * does not spell UTF-8 text (`/%`, `/%zz`, `/%C0%AF`), it holds a control character (`/blog/%00`), or it is encoded
 * over and over; its query holds a NUL, which no text in the database can. Other odd queries are left to the pages,
 * which read them as a browser would (a search for `100%` is a search). Costs one scan for `%` when there is none.
 */
export function malformedAddress(url: string): string | undefined {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1 || url.indexOf('%', start) === -1) return undefined;
  const queryAt = url.indexOf('?', start);
  const path = queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
  if (path.includes('%')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return 'This address is not valid: its percent-encoding (%XX) does not spell UTF-8 text.';
    }
    if (controlCharacter.test(decoded)) return 'This address is not valid: it holds a control character (%00 to %1F, %7F), which no page address has.';
    if (encodedOverAndOver(path)) return 'This address is not valid: it is percent-encoded over and over.';
  }
  if (queryAt !== -1 && url.includes('%00', queryAt)) return 'This address is not valid: its query holds a NUL character (%00).';
  return undefined;
}
