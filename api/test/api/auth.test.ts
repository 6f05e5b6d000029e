import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectThrottledBurst } from '../harness/expectThrottledBurst.ts';
import { anonKey, sessionOf, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

const byToken = `token_hash = sha256(convert_to($1, 'UTF8'))`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('signin', () => {
  it('answers a session and the manager for the right password', async () => {
    const { data, response } = await server.api.POST('/functions/v1/signin', { body: superAdmin });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionOf(data)?.manager).toMatchObject({ email: superAdmin.email, role: 'super', status: 'active', name: 'Sam Super' });
    expect(sessionOf(data)?.session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionOf(data)?.session.expires_in).toBe(12 * 3600);
  });

  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await server.api.POST('/functions/v1/signin', { body: { email: 'nobody@example.com', password: 'Whatever-1!' } });
    const wrong = await server.api.POST('/functions/v1/signin', { body: { email: superAdmin.email, password: 'Wrong-Password-1!' } });
    for (const { error, response } of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(error).toEqual({ error: 'Invalid login credentials', code: 'invalid_credentials' });
    }
  });

  it('asks for the e-mail and password', async () => {
    const { error, response } = await server.api.POST('/functions/v1/signin', { body: { email: '', password: 'x' } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: 'Email is required', field: 'body.email' });
  });

  it('slows a guesser down with 429 and Retry-After, per e-mail', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 5; i++) {
      const { response } = await server.api.POST('/functions/v1/signin', { body: { email, password: `Guess-${i}-!Aa` } });
      expect(response.status).toBe(401);
    }
    const { error, response } = await server.api.POST('/functions/v1/signin', { body: { email, password: 'Guess-6-!Aa' } });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(error?.error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
    // Another account is not locked out by it.
    const other = await server.api.POST('/functions/v1/signin', { body: superAdmin });
    expect(other.response.status).toBe(200);
  });

  it('checks no more passwords than the limit allows in a burst of 200 at once for one e-mail', async () => {
    const email = 'burst@example.com';
    await expectThrottledBurst(
      () =>
        Array.from({ length: 200 }, async (_, i) => {
          const { response } = await server.api.POST('/functions/v1/signin', { body: { email, password: `Burst-${i}-!Aa` } });
          return response.status;
        }),
      5,
    );
  });

  it('counts a right password for the address but starts the e-mail’s count over', async () => {
    const email = 'counted@example.com';
    for (let i = 0; i < 4; i++) await server.api.POST('/functions/v1/signin', { body: { email, password: `Guess-${i}-!Aa` } });
    const [row] = await server.db.query<{ failures: number }>('select failures from login_failures where key = $1', [`email:${email}`]);
    expect(row?.failures).toBe(4);
    const before = await server.db.query<{ failures: number }>("select failures from login_failures where key like 'ip:%'");
    expect((await server.api.POST('/functions/v1/signin', { body: superAdmin })).response.status).toBe(200);
    const after = await server.db.query<{ failures: number }>("select failures from login_failures where key like 'ip:%'");
    expect(after.map((r) => r.failures)).toEqual(before.map((r) => r.failures));
    expect(await server.db.query('select 1 from login_failures where key = $1', [`email:${superAdmin.email}`])).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('ends at sign-out: the same token is refused on the very next request', async () => {
    const token = await server.signIn(superAdmin.email, superAdmin.password);
    const client = server.as(token);
    expect((await client.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(200);
    expect((await client.POST('/functions/v1/signout')).response.status).toBe(200);
    const { error, response } = await client.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
    expect(response.status).toBe(401);
    expect(error).toEqual({ error: 'Authentication required', code: 'authentication_required' });
  });

  it('expires after 30 idle minutes and after 12 hours in all', async () => {
    const idle = await server.signIn(superAdmin.email, superAdmin.password);
    const old = await server.signIn(superAdmin.email, superAdmin.password);
    await server.db.query(`update sessions set last_seen_at = now() - interval '31 minutes' where ${byToken}`, [idle]);
    await server.db.query(`update sessions set expires_at = now() - interval '1 second' where ${byToken}`, [old]);
    for (const token of [idle, old]) {
      const { response } = await server.as(token).GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
      expect(response.status).toBe(401);
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await server.signIn(superAdmin.email, superAdmin.password);
    const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from sessions where encode(token_hash, 'escape') like '%' || $1 || '%'`, [
      token,
    ]);
    expect(rows[0]?.n).toBe(0);
    const hashed = await server.db.query(`select 1 from sessions where ${byToken}`, [token]);
    expect(hashed).toHaveLength(1);
  });
});

describe('your sessions', () => {
  const account = { email: 'sessions@example.com', password: 'Sessions-Pass-42!' };
  /** Signs in as a browser would, with its User-Agent. */
  const signInWith = async (userAgent: string) => {
    const response = await fetch(`${server.url}/functions/v1/signin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify(account),
    });
    return ((await response.json()) as { session: { access_token: string } }).session.access_token;
  };

  it('lists each with its browser and address, marks the one asking, and signs out one or all the others', async () => {
    const admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
    await admin.POST('/functions/v1/create-sales-manager', { body: { ...account, name: 'Sasha Sessions', role: 'manager' } });
    await server.settleInvitation(account.email);
    const laptop = await signInWith('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    const phone = await signInWith('Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) Safari/605.1');
    const tablet = await signInWith(`Tablet ${'x'.repeat(400)}`);

    const { data } = await server.as(laptop).GET('/functions/v1/sessions');
    const sessions = data?.sessions ?? [];
    expect(sessions.map((s) => [s.user_agent.slice(0, 13), s.current, s.client_ip])).toEqual([
      ['Tablet xxxxxx', false, '127.0.0.1'],
      ['Mozilla/5.0 (', false, '127.0.0.1'],
      ['Mozilla/5.0 (', true, '127.0.0.1'],
    ]);
    expect(sessions[0]?.user_agent).toHaveLength(300);

    const phoneSession = sessions.find((s) => s.user_agent.includes('iPhone'));
    expect((await server.as(laptop).POST('/functions/v1/end-session', { body: { id: phoneSession?.id ?? '' } })).response.status).toBe(200);
    expect((await server.as(phone).GET('/functions/v1/sessions')).response.status).toBe(401);

    // Another manager's session is not theirs to end: it is not found, and lives on.
    const [superSession] = (await admin.GET('/functions/v1/sessions')).data?.sessions ?? [];
    const foreign = await server.as(laptop).POST('/functions/v1/end-session', { body: { id: superSession?.id ?? '' } });
    expect(foreign.response.status).toBe(404);
    expect((await admin.GET('/functions/v1/sessions')).response.status).toBe(200);

    expect((await server.as(laptop).POST('/functions/v1/end-other-sessions')).response.status).toBe(200);
    expect((await server.as(tablet).GET('/functions/v1/sessions')).response.status).toBe(401);
    const left = (await server.as(laptop).GET('/functions/v1/sessions')).data?.sessions ?? [];
    expect(left.map((s) => s.current)).toEqual([true]);
  });
});

describe('change-password', () => {
  const account = { email: 'changer@example.com', password: 'First-Password-7!' };

  it('refuses a wrong current password and a weak new one, then changes it and ends every session', async () => {
    const admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
    await admin.POST('/functions/v1/create-sales-manager', { body: { ...account, name: 'Chris Changer', role: 'manager' } });
    const first = await server.signIn(account.email, account.password);
    const second = await server.signIn(account.email, account.password);
    const me = server.as(first);

    const wrong = await me.POST('/functions/v1/change-password', { body: { currentPassword: 'Not-It-1!', newPassword: 'Second-Password-8!' } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.error).toBe('Current password is incorrect');

    const weak = await me.POST('/functions/v1/change-password', { body: { currentPassword: account.password, newPassword: 'alllowercase1!' } });
    expect(weak.error?.error).toBe('Password must contain an uppercase letter');
    const common = await me.POST('/functions/v1/change-password', { body: { currentPassword: account.password, newPassword: 'P@ssw0rd' } });
    expect(common.error?.error).toBe('This password is too common. Please choose another one');

    const ok = await me.POST('/functions/v1/change-password', { body: { currentPassword: account.password, newPassword: 'Second-Password-8!' } });
    expect(ok.data).toEqual({ success: true });
    for (const token of [first, second]) {
      expect((await server.as(token).GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(401);
    }
    const old = await server.api.POST('/functions/v1/signin', { body: account });
    expect(old.response.status).toBe(401);
    await expect(server.signIn(account.email, 'Second-Password-8!')).resolves.toBeTruthy();
  });
});
