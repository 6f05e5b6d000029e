import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and the base64 HMAC-SHA256, keyed by
 * the secret's bytes, of `id.timestamp.body`.
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The header signed by each secret that is in force, space-separated (`v1,<new> v1,<old>`): after a rotation the
 * replaced secret signs beside the new one for a while, and a receiver that checks any one of them (as the Standard
 * Webhooks libraries do) accepts the delivery whichever secret it has.
 */
export const webhookSignatures = (secrets: readonly string[], id: string, timestamp: number, body: string): string =>
  secrets.map((secret) => webhookSignature(secret, id, timestamp, body)).join(' ');
