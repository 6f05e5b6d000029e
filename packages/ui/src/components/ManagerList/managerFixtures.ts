import type { Manager } from './manager.ts';

const manager = (id: string, name: string, role: Manager['role'], status: Manager['status'], mfaEnabled = false, takesLeads = role === 'manager'): Manager => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role,
  status,
  mfa_enabled: mfaEnabled,
  takes_leads: takesLeads,
});

/**
 * Story data: one super admin running a small sales team (some of it with two-step verification, the managers taking
 * new leads but Jonas), and a second super admin for the two-supers case.
 */
export const managerPeople = {
  eleanor: manager('8c1f4e2a-6b3d-4a9e-b7c0-2d5f1e8a9b34', 'Eleanor Vance', 'super', 'active', true),
  sarah: manager('3a7d9b1e-0c4f-4e62-a8d5-9f2b6c1e7d08', 'Sarah Whitfield', 'manager', 'active', true),
  marco: manager('f52e8c0d-1b9a-4c37-9e6f-4a0d2b8c5e71', 'Marco Delgado', 'manager', 'active'),
  aisha: manager('6d0b3f9e-2a8c-4b15-8d7e-1c4f9a2b6e53', 'Aisha Khan', 'manager', 'inactive'),
  jonas: manager('b94c2e7a-5d1f-4a80-b3e9-7c6a0f1d2b95', 'Jonas Eriksen', 'manager', 'active', false, false),
  rafael: manager('0e7a5c3b-9f2d-4e18-a6b4-3d8c1f0e9a27', 'Rafael Moreno', 'super', 'active'),
};

const { eleanor, sarah, marco, aisha, jonas, rafael } = managerPeople;

export const managerFixtures: readonly Manager[] = [eleanor, sarah, marco, aisha, jonas];

/** The same team with a second active super admin, so either can be deactivated. */
export const managerFixturesTwoSupers: readonly Manager[] = [...managerFixtures, rafael];
