import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from './compressedVariant.ts';

/**
 * Brotli's quality for every body this server compresses as it answers (a posts page) or once per render (a page):
 * within 1 % of 9 on these pages at a fifth of the time, a millisecond or two for a page or a posts page.
 */
export const brotliQuality = 5;

export interface CompressedBody {
  body: Uint8Array<ArrayBuffer>;
  /** The Content-Encoding to send; absent when the client accepts neither. */
  encoding?: 'br' | 'gzip';
}

/** The body in the best encoding the client accepts: brotli, then gzip, else as it is. */
export function compressBody(body: string | Uint8Array, acceptEncoding: string | undefined): CompressedBody {
  if (accepts(acceptEncoding, 'br'))
    return { body: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })), encoding: 'br' };
  if (accepts(acceptEncoding, 'gzip')) return { body: new Uint8Array(gzipSync(body)), encoding: 'gzip' };
  return { body: typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body) };
}
