import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteManager, inviteManager, setManagerStatus } from './useManagerMutations.ts';

/** How the fake server answers the next call: a status and a JSON body, or no answer at all. */
const server = vi.hoisted(() => ({ answer: (): Response | Promise<never> => new Response('{}') }));

vi.mock('../api.ts', async () => {
  const { createApiClient } = await import('@fleet/api-client');
  return { client: createApiClient({ baseUrl: 'http://admin.test', anonKey: 'test-key', fetch: () => Promise.resolve(server.answer()) }) };
});

const answer = (status: number, body: object) => {
  server.answer = () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};
const noAnswer = () => {
  server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
};

const invite = { name: 'Priya Raman', email: 'priya.raman@example.com', password: 'Fleet-2026!', role: 'manager' } as const;
const someone = '3a7d9b1e-0c4f-4e62-a8d5-9f2b6c1e7d08';

beforeEach(() => answer(200, { success: true }));

describe('inviting a manager (create-sales-manager)', () => {
  it("shows the server's message, from its error field or else its message field", async () => {
    answer(409, { error: 'Email already exists', code: 'conflict' });
    await expect(inviteManager(invite)).rejects.toThrow('Email already exists');
    answer(400, { message: 'Password must contain a number' });
    await expect(inviteManager(invite)).rejects.toThrow('Password must contain a number');
  });

  it("says 'HTTP error! status: N' when the answer carries no message", async () => {
    answer(500, {});
    await expect(inviteManager(invite)).rejects.toThrow(/^HTTP error! status: 500$/);
    answer(502, { error: '' });
    await expect(inviteManager(invite)).rejects.toThrow(/^HTTP error! status: 502$/);
  });

  it("says 'Failed to create sales manager' when no answer came", async () => {
    noAnswer();
    await expect(inviteManager(invite)).rejects.toThrow(/^Failed to create sales manager$/);
  });
});

describe("a manager's status (updateManagerStatus)", () => {
  it("deactivating without the server's message: 'Failed to deactivate manager', answered or not", async () => {
    answer(500, {});
    await expect(setManagerStatus({ id: someone, status: 'inactive' })).rejects.toThrow(/^Failed to deactivate manager$/);
    noAnswer();
    await expect(setManagerStatus({ id: someone, status: 'inactive' })).rejects.toThrow(/^Failed to deactivate manager$/);
  });

  it("activating without the server's message: 'Failed to update manager status'", async () => {
    answer(500, {});
    await expect(setManagerStatus({ id: someone, status: 'active' })).rejects.toThrow(/^Failed to update manager status$/);
  });

  it("shows the server's message either way", async () => {
    answer(409, { error: 'The last active super admin cannot be deactivated', code: 'conflict' });
    await expect(setManagerStatus({ id: someone, status: 'inactive' })).rejects.toThrow('The last active super admin cannot be deactivated');
    answer(404, { error: 'Sales manager not found', code: 'not_found' });
    await expect(setManagerStatus({ id: someone, status: 'active' })).rejects.toThrow('Sales manager not found');
  });
});

describe('deleting a manager (deleteSalesManager)', () => {
  it("says 'Failed to delete sales manager' when the answer carries no message", async () => {
    answer(500, {});
    await expect(deleteManager(someone)).rejects.toThrow(/^Failed to delete sales manager$/);
    answer(502, { error: '' });
    await expect(deleteManager(someone)).rejects.toThrow(/^Failed to delete sales manager$/);
  });

  it("says 'Failed to delete manager' when no answer came", async () => {
    noAnswer();
    await expect(deleteManager(someone)).rejects.toThrow(/^Failed to delete manager$/);
  });

  it("shows the server's message when it has one", async () => {
    answer(409, { error: 'A manager cannot delete themselves', code: 'conflict' });
    await expect(deleteManager(someone)).rejects.toThrow('A manager cannot delete themselves');
  });
});
