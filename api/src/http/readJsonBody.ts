import { ApiError } from './ApiError.ts';
import { InvalidRequest } from './InvalidRequest.ts';

/** Reads a JSON body of at most `limit` bytes; undefined when the request has none. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequest('body', 'body', 'The request body is not valid JSON', 'body is not valid JSON');
  }
}

function tooLarge(limit: number) {
  return new ApiError(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB`);
}
