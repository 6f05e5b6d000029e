import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, six digits, a new code every 30 seconds. */
const period = 30;
/** One step of clock drift either way. */
const drift = 1;
export const issuer = 'Fleet Video Telematics';

const totpFor = (secret: string, label = '') => new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret in base32, as the RFC recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The time step a six-digit code belongs to, or undefined when it is not the code of a step within the drift. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: drift });
  return delta === null ? undefined : Math.floor(now / 1000 / period) + delta;
}

/** The code of a time step: what an authenticator app shows (for tests and tools that act as one). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
