import { existsSync } from 'node:fs';

export interface FileVariant {
  path: string;
  /** The Content-Encoding to send, when the variant is compressed. */
  encoding?: 'br' | 'gzip';
}

const encodingPatterns = { br: /\bbr\b/i, gzip: /\bgzip\b/i } as const;

/** Whether an Accept-Encoding header names `encoding`. */
export function accepts(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return acceptEncoding !== undefined && encodingPatterns[encoding].test(acceptEncoding);
}

/** The smallest precompressed copy (`.br`, then `.gz`) the client accepts, else the file itself. */
export function compressedVariant(file: string, acceptEncoding: string | undefined): FileVariant {
  if (accepts(acceptEncoding, 'br') && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (accepts(acceptEncoding, 'gzip') && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file };
}
