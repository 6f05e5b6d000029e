import { createHash } from 'node:crypto';

/** A page's validator: the hash of what it says, so an unchanged page answers 304 however often it is rendered. */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}
