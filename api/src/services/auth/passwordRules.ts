import { type PasswordRuleId, passwordRules } from '@fleet/rules';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8));
  return common;
}

/** How the server words each of the product's rules (the admin's checklist shows the same rules). */
const problems: Record<PasswordRuleId, string> = {
  length: 'Password must be at least 8 characters',
  upper: 'Password must contain an uppercase letter',
  lower: 'Password must contain a lowercase letter',
  number: 'Password must contain a number',
  special: 'Password must contain a special character',
};

/**
 * The product's password rules (shared with the admin's checklist, @fleet/rules) plus the security
 * baseline's: at most 128 characters and not a common password. Returns the first rule broken,
 * worded for a person, or null.
 */
export function passwordProblem(password: string): string | null {
  const broken = passwordRules.find((rule) => !rule.test(password));
  if (broken) return problems[broken.id];
  // Characters as a person (and JSON Schema's maxLength) counts them: code points, not UTF-16 units.
  if ([...password].length > 128) return 'Password must be at most 128 characters';
  if (commonPasswords().has(password.toLowerCase())) return 'This password is too common. Please choose another one';
  return null;
}
