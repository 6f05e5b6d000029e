import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the CSPRNG, base64url: what the client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: only the SHA-256 of the token. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
