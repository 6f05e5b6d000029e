import { existsSync } from 'node:fs';

export interface FileVariant {
  path: string;
  /** The Content-Encoding to send, when the variant is compressed. */
  encoding?: 'br' | 'gzip';
}

/** The smallest precompressed copy (`.br`, then `.gz`) the client accepts, else the file itself. */
export function compressedVariant(file: string, acceptEncoding: string | undefined): FileVariant {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file };
}
