import { readRequestBody } from '../../streams/readRequestBody.ts';
import { ApiError } from '../errors/ApiError.ts';
import { InvalidRequest } from '../errors/InvalidRequest.ts';

export { statesLengthWithin } from '../../streams/readRequestBody.ts';

/** The body's bytes, at most `limit` (readRequestBody); refused past it with 413, and the connection closed unread. */
function readBody(request: Request, limit: number): Promise<Buffer> {
  return readRequestBody(request, limit, {
    tooLarge: () =>
      new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB`, undefined, { Connection: 'close' }),
    incomplete: () => new InvalidRequest('body', 'body', 'The request body ended before its stated length', 'body ended before its stated length'),
  });
}

/** The media type a Content-Type names, without its parameters, in lower case: `application/json`. */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads a JSON body of at most `limit` bytes; undefined when the request has none. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBody(request, limit);
  if (bytes.length === 0) return undefined;
  const text = bytes.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InvalidRequest('body', 'body', 'The request body is not valid JSON', 'body is not valid JSON');
  }
  // The checks after this walk the body recursively: a body nested thousands deep would overflow the stack.
  if (nestedDeeperThan(body, maxDepth)) {
    throw new InvalidRequest('body', 'body', `The request body is nested more than ${maxDepth} levels deep`, 'body is nested too deeply');
  }
  return body;
}

/** No body of this API comes near it: its deepest is a few levels. */
const maxDepth = 32;

/** Whether arrays and objects nest deeper than `limit`, found without recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
