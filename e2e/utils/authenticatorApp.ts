import { Secret, TOTP } from 'otpauth';

/**
 * What a phone's authenticator app shows for a secret: the six-digit code of a 30-second step. `stepsAhead`
 * gives a later step's code (the server allows one step of drift), for a sign-in right after a code was used:
 * each code is good once.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
