export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => [...p].length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

/** The new-password checklist: each rule with whether the password meets it. */
export function passwordChecks(password: string): { id: PasswordRuleId; label: string; met: boolean }[] {
  return passwordRules.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export function meetsPasswordRules(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}
