import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  // Behind one proxy: the strangers below each come from an address of their own, as on the internet.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

type Query = { actor?: string; event?: 'signin' | 'manager_invite'; from?: string; to?: string; page?: number };
const readLog = async (token: string, query: Query = {}) => {
  const { data, response } = await server.as(token).GET('/functions/v1/audit-log', { params: { query } });
  if (!data) throw new Error(`getAuditLog answered ${response.status}`);
  return data;
};

describe('the audit trail', () => {
  it('keeps who did what to whom, from where and in which request, newest first', async () => {
    // A refused sign-in, then the right one, named by its request id.
    await server.api.POST('/functions/v1/signin', { body: { email: superAdmin.email, password: 'Not-The-Password-1!' } });
    const signedIn = await fetch(`${server.url}/functions/v1/signin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Request-Id': 'audit-signin-1' },
      body: JSON.stringify(superAdmin),
    });
    const token = ((await signedIn.json()) as { session: { access_token: string } }).session.access_token;
    const admin = server.as(token);

    const invited = await admin.POST('/functions/v1/create-sales-manager', {
      body: { email: 'audited@example.com', name: 'Audrey Audit', role: 'manager', password: 'Audit-Pass-42!' },
    });
    const managerId = invited.data?.manager.id ?? '';
    await admin.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id: managerId, status: 'inactive' } });
    const link = await admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail: 'prospect@fleet.example', expiresIn: '7d' } });
    await admin.POST('/functions/v1/revoke-demo-url', { body: { id: link.data?.demoUrl.id ?? '' } });

    const { entries } = await readLog(token);
    expect(entries.slice(0, 6).map((e) => [e.action, e.actor, e.target])).toEqual([
      ['demo_link_revoke', superAdmin.email, link.data?.demoUrl.id],
      ['demo_link_generate', superAdmin.email, 'prospect@fleet.example'],
      ['manager_deactivate', superAdmin.email, managerId],
      ['manager_invite', superAdmin.email, 'audited@example.com'],
      ['signin', superAdmin.email, ''],
      ['signin_failed', superAdmin.email, ''],
    ]);
    const signin = entries.find((e) => e.request_id === 'audit-signin-1');
    expect(signin).toMatchObject({ action: 'signin', client_ip: '127.0.0.1' });
    expect(Date.parse(signin?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by actor, event and day, and pages by 50', async () => {
    const token = await server.signIn(superAdmin.email, superAdmin.password);
    for (let n = 0; n < 55; n++) {
      await server.api.POST('/functions/v1/signin', {
        body: { email: `stranger-${n}@probe.example`, password: 'Guess-Pass-1!' },
        headers: { 'X-Forwarded-For': `198.51.100.${n}` },
      });
    }

    const strangers = await readLog(token, { actor: 'PROBE.example' });
    expect(strangers.total).toBe(55);
    expect(strangers.entries).toHaveLength(50);
    expect(new Set(strangers.entries.map((e) => e.action))).toEqual(new Set(['signin_failed']));
    expect(strangers.entries[0]).toMatchObject({ actor: 'stranger-54@probe.example', client_ip: '198.51.100.54' });
    expect((await readLog(token, { actor: 'probe.example', page: 2 })).entries).toHaveLength(5);

    const invites = await readLog(token, { event: 'manager_invite' });
    expect(invites.entries.every((e) => e.action === 'manager_invite')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readLog(token, { from: today, to: today })).total).toBeGreaterThan(55);
    expect((await readLog(token, { to: '2020-01-01' })).total).toBe(0);
  });

  it('is for super admins only, and refuses a malformed date', async () => {
    const admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
    await admin.POST('/functions/v1/create-sales-manager', {
      body: { email: 'reader@example.com', name: 'Rae Reader', role: 'manager', password: 'Reader-Pass-42!' },
    });
    await server.settleInvitation('reader@example.com');
    const manager = server.as(await server.signIn('reader@example.com', 'Reader-Pass-42!'));
    const refused = await manager.GET('/functions/v1/audit-log');
    expect(refused.response.status).toBe(403);
    const malformed = await admin.GET('/functions/v1/audit-log', { params: { query: { from: 'yesterday' } } });
    expect(malformed.response.status).toBe(400);
  });

  it('is append-only: a row is never changed or removed', async () => {
    await expect(server.db.query(`update audit_log set action = 'signout'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });
});
