import type { Stats } from 'node:fs';

export interface Validators {
  ETag: string;
  'Last-Modified': string;
}

/**
 * Validators for a file from its size and modification time: cheap (no hashing per request) and new on
 * every rebuild. A compressed copy is another representation, so it gets its own tag.
 */
export function fileValidators(stat: Stats, encoding?: string): Validators {
  const tag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}`;
  return { ETag: `"${tag}"`, 'Last-Modified': stat.mtime.toUTCString() };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the client's copy is current (RFC 9110 §13.1): If-None-Match decides when sent, else If-Modified-Since. */
export function isNotModified(headers: { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined }, validators: Validators): boolean {
  if (headers.ifNoneMatch !== undefined) {
    return headers.ifNoneMatch.trim() === '*' || headers.ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(validators.ETag));
  }
  if (headers.ifModifiedSince === undefined) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(validators['Last-Modified']) <= since;
}
