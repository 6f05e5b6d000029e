import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a presented shared secret (the mirror's push secret, METRICS_TOKEN) is the expected one. Compared as
 * SHA-256 digests: equal lengths for timingSafeEqual, and no time that depends on where they differ.
 */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(presented ?? ''), digest(expected)) && presented !== undefined;
}
