import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Logger } from '../logging/createLogger.ts';
import { passwordProblem } from '../services/auth/passwordRules.ts';
import type { ManagerService } from '../services/managers/createManagerService.ts';

/** A strong password that also passes the product's composition rules. */
export function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}-Aa1!`;
}

/**
 * There is no default account: while no active super admin exists, the first one comes from
 * ADMIN_EMAIL + ADMIN_PASSWORD, or gets a generated password printed once.
 */
export async function bootstrapAdmin(
  managers: ManagerService,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'adminName'>,
  logger: Logger,
  // Plain text rather than a log event: a person reads the password once at the terminal, and it must not become a field log tooling indexes.
  print: (text: string) => void = console.log,
): Promise<void> {
  if (await managers.hasSuperAdmin()) return;
  const email = config.adminEmail ?? 'admin@example.com';
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? generatePassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD is not accepted: ${problem}.`);
  // A generated password was seen at a terminal: its owner replaces it at first sign-in.
  await managers.create({ email, name: config.adminName, role: 'super', password, mustChangePassword: generated });
  if (generated) {
    logger.info({ email }, `[team] first super admin ${email} created; its generated password is printed once, as plain text`);
    print(
      [
        '',
        '  First super admin created. This password is shown only once:',
        `    e-mail:   ${email}`,
        `    password: ${password}`,
        '  Sign in at /admin: you will be asked to choose your own password first.',
        '',
      ].join('\n'),
    );
  } else {
    logger.info({ email }, `[team] first super admin ${email} created from ADMIN_EMAIL`);
  }
}
