import { readCapped } from './readCapped.ts';

/** Whether a request's body states its length, and it is within `limit`: then it is read whole (readRequestBody). */
export function statesLengthWithin(headers: Headers, limit: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared) && Number(declared) <= limit && !headers.has('transfer-encoding');
}

/** Whether a request says its body is longer than `limit` (refused before a byte of it is read). */
export function statesLengthPast(headers: Headers, limit: number): boolean {
  return Number(headers.get('content-length') ?? 0) > limit;
}

export interface BodyRefusals {
  /** Past the limit, by its stated length or while it streams. */
  tooLarge: () => Error;
  /** It ended before its stated length, or its stream failed: the client went away or lied about its length. */
  incomplete: () => Error;
}

/**
 * A request's body, at most `limit` bytes in memory: refused with `tooLarge()` as soon as it states or proves to be
 * larger, without reading the rest. One that states its length within the limit is read whole: Node's parser reads no
 * more than that length, and the Node adapter then reads it straight from the socket rather than through a web stream
 * (most of what a small POST such as a page-view beacon costs). Any other is read as a stream, stopped past the limit.
 */
export async function readRequestBody(request: Request, limit: number, { tooLarge, incomplete }: BodyRefusals): Promise<Buffer> {
  let refusal: Error | undefined;
  const refuse = () => {
    refusal = tooLarge();
    return refusal;
  };
  try {
    if (statesLengthWithin(request.headers, limit)) return Buffer.from(await request.arrayBuffer());
    return await readCapped(request.body, request.headers.get('content-length'), limit, refuse);
  } catch (error) {
    if (refusal !== undefined && error === refusal) throw error;
    throw incomplete();
  }
}
