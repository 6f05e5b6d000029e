import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8));
  return common;
}

/**
 * The product's password rules (spec §5) plus the security baseline's: 8 to 128 characters, an
 * upper-case and a lower-case letter, a number, a special character, and not a common password.
 * Returns the first rule broken, worded for a person, or null.
 */
export function passwordProblem(password: string): string | null {
  // Characters as a person (and JSON Schema's maxLength) counts them: code points, not UTF-16 units.
  const length = [...password].length;
  if (length < 8) return 'Password must be at least 8 characters';
  if (length > 128) return 'Password must be at most 128 characters';
  if (!/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain a lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain a number';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Password must contain a special character';
  if (commonPasswords().has(password.toLowerCase())) return 'This password is too common. Please choose another one';
  return null;
}
