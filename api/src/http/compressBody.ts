import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from './compressedVariant.ts';

// Compressed on the spot: brotli at a quality that takes a millisecond or two for a page or a posts page.
const brotliQuality = 5;

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
