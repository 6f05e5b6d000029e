import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/createLogger.ts';
import type { ManagerService, NewManager } from '../services/managers/createManagerService.ts';
import { bootstrapAdmin } from './bootstrapAdmin.ts';

/** The team as bootstrapAdmin sees it: no super admin yet, and each account it creates. */
function emptyTeam() {
  const created: NewManager[] = [];
  const managers = {
    hasSuperAdmin: async () => created.some((m) => m.role === 'super'),
    create: async (input: NewManager) => {
      created.push(input);
      return {} as Awaited<ReturnType<ManagerService['create']>>;
    },
  } as unknown as ManagerService;
  return { managers, created };
}

describe('the first super admin', () => {
  it('with a generated password, printed once, must choose their own at first sign-in', async () => {
    const { managers, created } = emptyTeam();
    const printed: string[] = [];
    await bootstrapAdmin(
      managers,
      { adminEmail: 'first@example.com', adminPassword: undefined, adminName: 'First' },
      await createLogger({ LOG_LEVEL: 'silent' }),
      (text) => printed.push(text),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ email: 'first@example.com', role: 'super', mustChangePassword: true });
    expect(printed.join('\n')).toContain(created[0]!.password);
  });

  it('with the operator’s ADMIN_PASSWORD keeps it', async () => {
    const { managers, created } = emptyTeam();
    await bootstrapAdmin(
      managers,
      { adminEmail: 'first@example.com', adminPassword: 'Operator-Chose-42!', adminName: 'First' },
      await createLogger({ LOG_LEVEL: 'silent' }),
      () => {
        throw new Error('nothing to print');
      },
    );
    expect(created[0]).toMatchObject({ password: 'Operator-Chose-42!', mustChangePassword: false });
  });
});
