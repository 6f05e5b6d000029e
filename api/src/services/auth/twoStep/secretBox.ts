import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * AES-256-GCM with the server's encryption key. What the secret belongs to (a manager's id, a webhook's) is bound in as
 * associated data, so a ciphertext copied onto another row does not open.
 */
export function sealSecret(key: Buffer, boundTo: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
}

/** Throws when the text was not sealed with this key for this manager. */
export function openSecret(key: Buffer, boundTo: string, text: string): string {
  const [tag, iv, authTag, sealed] = text.split(':');
  if (tag !== version || !iv || !authTag || !sealed) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(authTag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}
