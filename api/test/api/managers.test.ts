import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
let admin: TestServer['api'];

beforeAll(async () => {
  server = await startTestServer();
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(() => server?.stop());

/** Invites a manager, who then counts as having chosen their own password (the tests here are about the team). */
async function invite(email: string, role: 'manager' | 'super' = 'manager') {
  const answer = await admin.POST('/functions/v1/create-sales-manager', { body: { email, name: 'Morgan Manager', role, password: 'Invite-Pass-42!' } });
  if (answer.response.ok) await server.settleInvitation(email);
  return answer;
}

async function managerId(email: string): Promise<string> {
  const { data } = await admin.GET('/functions/v1/admin', { params: { query: { action: 'getSalesManagers' } } });
  const found = data && 'managers' in data ? data.managers.find((m) => m.email === email) : undefined;
  if (!found) throw new Error(`${email} not listed`);
  return found.id;
}

const setStatus = (id: string, status: 'active' | 'inactive') =>
  admin.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id, status } });

describe('create-sales-manager', () => {
  it('invites a manager who signs in, may do nothing but choose their own password, and then works', async () => {
    const email = 'morgan@example.com';
    const { data, response } = await admin.POST('/functions/v1/create-sales-manager', {
      body: { email, name: 'Morgan Manager', role: 'manager', password: 'Invite-Pass-42!' },
    });
    expect(response.status).toBe(200);
    expect(data?.manager).toMatchObject({ email, role: 'manager', status: 'active', must_change_password: true });

    const signedIn = await server.api.POST('/functions/v1/signin', { body: { email, password: 'Invite-Pass-42!' } });
    expect(sessionOf(signedIn.data)?.manager.must_change_password).toBe(true);
    const theirs = server.as(sessionOf(signedIn.data)?.session.access_token ?? '');
    for (const refused of [
      await theirs.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } }),
      await theirs.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'ops@acme.example', expiresIn: '7d' } }),
    ]) {
      expect(refused.response.status).toBe(403);
      expect(refused.error).toEqual({ error: 'Please choose your own password before going on', code: 'password_change_required' });
    }

    const changed = await theirs.POST('/functions/v1/change-password', { body: { currentPassword: 'Invite-Pass-42!', newPassword: 'Own-Choice-42!' } });
    expect(changed.response.status).toBe(200);
    const again = await server.api.POST('/functions/v1/signin', { body: { email, password: 'Own-Choice-42!' } });
    expect(sessionOf(again.data)?.manager.must_change_password).toBe(false);
    const works = await server
      .as(sessionOf(again.data)?.session.access_token ?? '')
      .GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
    expect(works.response.status).toBe(200);
  });

  it('refuses an e-mail that already exists, whatever its case', async () => {
    await invite('taken@example.com');
    const { error, response } = await invite('TAKEN@example.com');
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ error: 'Email already exists', code: 'conflict' });
  });

  it('words bad fields for a person', async () => {
    const short = await admin.POST('/functions/v1/create-sales-manager', { body: { email: 'a@example.com', name: 'A', role: 'manager', password: 'short' } });
    expect(short.error).toMatchObject({ error: 'Minimum 8 characters required', field: 'body.password' });
    const email = await admin.POST('/functions/v1/create-sales-manager', {
      body: { email: 'not-an-email', name: 'A', role: 'manager', password: 'Invite-Pass-42!' },
    });
    expect(email.error).toMatchObject({ error: 'Invalid email format', field: 'body.email' });
    const weak = await admin.POST('/functions/v1/create-sales-manager', {
      body: { email: 'b@example.com', name: 'B', role: 'manager', password: 'nouppercase1!' },
    });
    expect(weak.error?.error).toBe('Password must contain an uppercase letter');
  });
});

describe('manager status and deletion', () => {
  it('deactivating ends the manager’s sessions and stops sign-in; activating restores it', async () => {
    await invite('dana@example.com');
    const token = await server.signIn('dana@example.com', 'Invite-Pass-42!');
    const id = await managerId('dana@example.com');
    expect((await setStatus(id, 'inactive')).data).toEqual({ success: true });
    const refused = await server.as(token).GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
    expect(refused.response.status).toBe(401);
    const signIn = await server.api.POST('/functions/v1/signin', { body: { email: 'dana@example.com', password: 'Invite-Pass-42!' } });
    expect(signIn.error?.error).toBe('Invalid login credentials');
    await setStatus(id, 'active');
    await expect(server.signIn('dana@example.com', 'Invite-Pass-42!')).resolves.toBeTruthy();
  });

  it('deletes a manager and ends their sessions', async () => {
    await invite('eli@example.com');
    const token = await server.signIn('eli@example.com', 'Invite-Pass-42!');
    const id = await managerId('eli@example.com');
    const { data } = await admin.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } });
    expect(data).toEqual({ success: true });
    expect((await server.as(token).GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(401);
    const again = await admin.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } });
    expect(again.response.status).toBe(404);
    expect(again.error?.error).toBe('Sales manager not found');
  });

  it('never deactivates or deletes the last active super admin', async () => {
    const id = await managerId(superAdmin.email);
    const deactivate = await setStatus(id, 'inactive');
    expect(deactivate.response.status).toBe(409);
    expect(deactivate.error?.error).toBe('The last active super admin cannot be deactivated');
    const remove = await admin.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } });
    expect(remove.response.status).toBe(409);
    expect(remove.error?.error).toBe('The last active super admin cannot be deleted');
  });

  it('lets a super admin step down once another super admin is active', async () => {
    await invite('second-super@example.com', 'super');
    const second = server.as(await server.signIn('second-super@example.com', 'Invite-Pass-42!'));
    const firstId = await managerId(superAdmin.email);
    const { data } = await second.POST('/functions/v1/admin', {
      params: { query: { action: 'updateManagerStatus' } },
      body: { id: firstId, status: 'inactive' },
    });
    expect(data).toEqual({ success: true });
    const back = await second.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id: firstId, status: 'active' } });
    expect(back.data).toEqual({ success: true });
    admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  });

  it('refuses a body that does not fit the action', async () => {
    const id = await managerId(superAdmin.email);
    const { error, response } = await admin.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id } });
    expect(response.status).toBe(400);
    expect(error?.field).toBe('body.status');
  });
});
