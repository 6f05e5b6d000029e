import { createHash, randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

/** Ten codes such as 'k7m2p-q9x4t': 50 bits each, plenty for a code that works once. */
export function newRecoveryCodes(): string[] {
  const block = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: recoveryCodeCount }, () => `${block()}-${block()}`);
}

/** A code as typed, in any case, with or without its dash or spaces. */
export function normaliseRecoveryCode(text: string): string | undefined {
  const compact = text.toLowerCase().replace(/[\s-]+/g, '');
  if (compact.length !== 10 || [...compact].some((ch) => !alphabet.includes(ch))) return undefined;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/**
 * Random codes of 50 bits need no slow hash: nobody can try them offline faster than they can guess them
 * online. Salted by the account so one hash cannot match a code of another.
 */
export function hashRecoveryCode(managerId: string, code: string): string {
  return createHash('sha256').update(`${managerId}:${code}`).digest('base64url');
}
