import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed secret is for: each purpose has a key of its own, derived from the server's encryption key. */
export type SecretPurpose = 'two-step' | 'webhook';

/** Sealed with the purpose's own key. */
const current = 'v2';
/** Sealed with the server's key itself, before keys had a purpose: still opened, sealed again as v2 when next written. */
const legacy = 'v1';

/** The purpose's key: HKDF-SHA256 of the server's key, bound to the purpose by its info, so no key serves two purposes. */
export const purposeKey = (master: Buffer, purpose: SecretPurpose): Buffer =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `fleet-web ${purpose} secrets`, 32));

export interface SecretBox {
  /** AES-256-GCM under the purpose's key, what the secret belongs to (a manager's id, a webhook's) bound in as associated data. */
  seal(boundTo: string, secret: string): string;
  /** Throws when the text was not sealed for this purpose and owner with this server's key. */
  open(boundTo: string, text: string): string;
  /** Whether a sealed text predates purpose keys, and should be sealed again. */
  isLegacy(text: string): boolean;
}

function open(key: Buffer, boundTo: string, iv: string, authTag: string, sealed: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(authTag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * Secrets kept at rest for one purpose, so that a ciphertext copied onto another row, or into another purpose's
 * column, does not open.
 */
export function secretBox(master: Buffer, purpose: SecretPurpose): SecretBox {
  const key = purposeKey(master, purpose);
  return {
    seal(boundTo, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`${purpose}\n${boundTo}`));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [current, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
    },
    open(boundTo, text) {
      const [version, iv, authTag, sealed] = text.split(':');
      if (!iv || !authTag || !sealed) throw new Error('Unknown sealed secret format');
      if (version === current) return open(key, `${purpose}\n${boundTo}`, iv, authTag, sealed);
      if (version === legacy) return open(master, boundTo, iv, authTag, sealed);
      throw new Error('Unknown sealed secret format');
    },
    isLegacy: (text) => text.startsWith(`${legacy}:`),
  };
}
