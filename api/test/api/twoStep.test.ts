import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { expectThrottledBurst } from '../harness/expectThrottledBurst.ts';
import { sessionOf, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
let admin: ReturnType<TestServer['as']>;
beforeAll(async () => {
  // Behind one proxy: each case signs in from an address of its own, so the address counts stay apart.
  server = await startTestServer({ TRUST_PROXY: '1' });
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(() => server?.stop());

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

interface Enrolled {
  id: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** A manager with their own password, and (unless `enrol` is false) two-step verification turned on. */
async function newManager(name: string, enrol = true, role: 'manager' | 'super' = 'manager'): Promise<Enrolled> {
  const email = `${name}@example.com`;
  const password = `${name[0]!.toUpperCase()}${name.slice(1)}-Pass-42!`;
  const { data } = await admin.POST('/functions/v1/create-sales-manager', { body: { email, password, name, role } });
  await server.settleInvitation(email);
  if (!enrol) return { id: data?.manager.id ?? '', email, password, secret: '', recoveryCodes: [] };
  const own = server.as(await server.signIn(email, password));
  const started = await own.POST('/functions/v1/mfa-enrol');
  const secret = started.data?.secret ?? '';
  const confirmed = await own.POST('/functions/v1/mfa-confirm', { body: { code: totpCode(secret) } });
  return { id: data?.manager.id ?? '', email, password, secret, recoveryCodes: confirmed.data?.recovery_codes ?? [] };
}

/** The app's code now, as if the last one used were long ago (a code is good once: see 'uses a code once'). */
async function freshCode(who: Enrolled): Promise<string> {
  await server.db.query('update manager_totp set last_used_step = 0 where manager_id = $1', [who.id]);
  return totpCode(who.secret);
}

const signIn = (who: { email: string; password: string }, ip: string) =>
  server.api.POST('/functions/v1/signin', { body: { email: who.email, password: who.password }, headers: from(ip) });

async function challenge(who: Enrolled, ip: string): Promise<string> {
  const { data } = await signIn(who, ip);
  if (!data || !('mfa_token' in data)) throw new Error(`expected a code step, got ${JSON.stringify(data)}`);
  return data.mfa_token;
}

const withCode = (mfaToken: string, code: string, ip: string, password?: string) =>
  server.api.POST('/functions/v1/signin-mfa', { body: { mfa_token: mfaToken, code, ...(password ? { password } : {}) }, headers: from(ip) });

describe('enrolment', () => {
  it('shows a secret and its QR URI, changes nothing until a code confirms it, then answers ten recovery codes once', async () => {
    const who = await newManager('enid', false);
    const own = server.as(await server.signIn(who.email, who.password));
    expect((await own.GET('/functions/v1/mfa')).data).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

    const { data: started } = await own.POST('/functions/v1/mfa-enrol');
    expect(started?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started?.otpauth_uri ?? '');
    expect([uri.protocol, uri.searchParams.get('secret'), uri.searchParams.get('issuer')]).toEqual(['otpauth:', started?.secret, 'Fleet Video Telematics']);
    // Not on until confirmed: the password alone still signs in.
    expect(sessionOf((await signIn(who, '203.0.113.10')).data)).toBeDefined();

    const wrong = await own.POST('/functions/v1/mfa-confirm', { body: { code: totpCode(started?.secret ?? '', Date.now() - 120_000) } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error).toEqual({ error: 'Invalid code', code: 'invalid_request', field: 'body.code' });

    const { data, response } = await own.POST('/functions/v1/mfa-confirm', { body: { code: totpCode(started?.secret ?? '') } });
    expect(response.status).toBe(200);
    expect(data?.recovery_codes).toHaveLength(10);
    expect(new Set(data?.recovery_codes).size).toBe(10);
    for (const code of data?.recovery_codes ?? []) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await own.GET('/functions/v1/mfa')).data).toEqual({ enabled: true, recovery_codes_left: 10, required: false });

    // Neither the secret nor a recovery code is in the database as it was shown.
    const stored = JSON.stringify(
      await server.db.query('select * from manager_totp t, recovery_codes r where t.manager_id = $1 and r.manager_id = $1', [who.id]),
    );
    expect(stored).not.toContain(started?.secret);
    for (const code of data?.recovery_codes ?? []) expect(stored).not.toContain(code);

    const again = await own.POST('/functions/v1/mfa-enrol');
    expect(again.response.status).toBe(409);
    expect(again.error?.error).toBe('Two-step verification is already on');
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password, with no session yet, and signs in with the app’s code', async () => {
    const who = await newManager('cody');
    const sessionsBefore = await server.db.query('select 1 from sessions where manager_id = $1', [who.id]);
    const { data, response } = await signIn(who, '203.0.113.20');
    expect(response.status).toBe(200);
    expect(data).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 300 });
    expect(await server.db.query('select 1 from sessions where manager_id = $1', [who.id])).toHaveLength(sessionsBefore.length);

    const token = data && 'mfa_token' in data ? data.mfa_token : '';
    const wrong = await withCode(token, '000000', '203.0.113.20');
    expect(wrong.response.status).toBe(401);
    expect(wrong.error).toEqual({ error: 'Invalid code', code: 'invalid_credentials' });

    const signedIn = await withCode(token, await freshCode(who), '203.0.113.20');
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.manager).toMatchObject({ email: who.email, mfa_enabled: true, mfa_setup_required: false });
    const works = await server.as(signedIn.data?.session.access_token ?? '').GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
    expect(works.response.status).toBe(200);

    // The token went with the sign-in it opened.
    const reused = await withCode(token, totpCode(who.secret), '203.0.113.20');
    expect(reused.error).toEqual({ error: 'Your sign-in has expired. Please sign in again.', code: 'invalid_credentials' });
  });

  it('uses a code once: the same code, or an older one, is refused on the next sign-in', async () => {
    const who = await newManager('una');
    const code = await freshCode(who);
    expect((await withCode(await challenge(who, '203.0.113.30'), code, '203.0.113.30')).response.status).toBe(200);
    const replay = await withCode(await challenge(who, '203.0.113.30'), code, '203.0.113.30');
    expect(replay.response.status).toBe(401);
    const older = await withCode(await challenge(who, '203.0.113.30'), totpCode(who.secret, Date.now() - 30_000), '203.0.113.30');
    expect(older.response.status).toBe(401);
  });

  it('lets one of two requests with the same code in at once', async () => {
    const who = await newManager('duo');
    const code = await freshCode(who);
    const tokens = [await challenge(who, '203.0.113.31'), await challenge(who, '203.0.113.31')];
    const answers = await Promise.all(tokens.map((token) => withCode(token, code, '203.0.113.31')));
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 401]);
  });

  it('refuses a token past its five minutes, or one made up', async () => {
    const who = await newManager('tess');
    const token = await challenge(who, '203.0.113.40');
    await server.db.query(`update signin_challenges set expires_at = now() - interval '1 second' where token_hash = sha256(convert_to($1, 'UTF8'))`, [token]);
    for (const stale of [token, 'made-up-token']) {
      const { error, response } = await withCode(stale, await freshCode(who), '203.0.113.40');
      expect(response.status).toBe(401);
      expect(error?.error).toBe('Your sign-in has expired. Please sign in again.');
    }
  });

  it('takes each recovery code once, typed in any case and without its dash', async () => {
    const who = await newManager('rory');
    const [first, second] = who.recoveryCodes;
    const typed = first!.toUpperCase().replace('-', '');
    const signedIn = await withCode(await challenge(who, '203.0.113.50'), typed, '203.0.113.50');
    expect(signedIn.response.status).toBe(200);
    expect((await withCode(await challenge(who, '203.0.113.50'), first!, '203.0.113.50')).response.status).toBe(401);
    expect((await withCode(await challenge(who, '203.0.113.50'), second!, '203.0.113.50')).response.status).toBe(200);
    const status = await server.as(signedIn.data?.session.access_token ?? '').GET('/functions/v1/mfa');
    expect(status.data?.recovery_codes_left).toBe(8);
  });

  it('counts wrong codes per account: five, then a wait, even for the right code and from another address', async () => {
    const who = await newManager('guessed');
    const token = await challenge(who, '203.0.113.60');
    for (let i = 0; i < 5; i++) expect((await withCode(token, `12345${i}`, `198.51.100.${i}`)).response.status).toBe(401);
    const held = await withCode(token, await freshCode(who), '198.51.100.99');
    expect(held.response.status).toBe(429);
    expect(Number(held.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('checks no more codes than the limit in a burst of 100 at once', async () => {
    const who = await newManager('burst');
    const token = await challenge(who, '203.0.113.61');
    await expectThrottledBurst(
      () => Array.from({ length: 100 }, async (_, i) => (await withCode(token, String(100000 + i), `198.51.${100 + Math.floor(i / 10)}.${i}`)).response.status),
      5,
    );
  });
});

describe('a throttle that does not lock the owner out', () => {
  const guessAt = async (who: { email: string }, times: number) => {
    for (let i = 0; i < times; i++) {
      await server.api.POST('/functions/v1/signin', { body: { email: who.email, password: `Wrong-${i}-Aa!` }, headers: from(`192.0.2.${i}`) });
    }
  };

  it('lets the right password and code in while guesses hold the e-mail back', async () => {
    const who = await newManager('owner');
    await guessAt(who, 6);
    // Without a second factor, the e-mail is held back for everyone, as before.
    const { data, response } = await signIn(who, '203.0.113.70');
    expect(response.status).toBe(200);
    const token = data && 'mfa_token' in data ? data.mfa_token : '';
    expect(token).not.toBe('');

    // The password is checked with the code now, and the answer does not tell which was wrong.
    const code = await freshCode(who);
    for (const password of [undefined, 'Wrong-Password-1!']) {
      const refused = await withCode(token, code, '203.0.113.70', password);
      expect(refused.error).toEqual({ error: 'Invalid code or password', code: 'invalid_credentials' });
    }
    const wrongCode = await withCode(token, '000000', '203.0.113.70', who.password);
    expect(wrongCode.error).toEqual({ error: 'Invalid code or password', code: 'invalid_credentials' });

    const signedIn = await withCode(token, code, '203.0.113.70', who.password);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.manager.email).toBe(who.email);
    // And the e-mail's count starts over.
    expect(await server.db.query('select 1 from login_failures where key = $1', [`email:${who.email}`])).toHaveLength(0);
  });

  it('does not let a stranger without the password spend the owner’s code attempts', async () => {
    const who = await newManager('spared');
    await guessAt(who, 6);
    const token = await challenge(who, '203.0.113.71');
    for (let i = 0; i < 8; i++) await withCode(token, `65432${i}`, '203.0.113.71', 'Not-Their-Password-1!');
    expect(await server.db.query('select 1 from login_failures where key = $1', [`code:${who.id}`])).toHaveLength(0);
    expect((await withCode(token, await freshCode(who), '203.0.113.71', who.password)).response.status).toBe(200);
  });

  it('still holds back an account without a second factor', async () => {
    const who = await newManager('plain', false);
    await guessAt(who, 6);
    const { response } = await signIn(who, '203.0.113.72');
    expect(response.status).toBe(429);
  });
});

describe('the team’s requirement and resets', () => {
  it('sends a manager without a second factor to set one up before anything else, when a super admin requires it', async () => {
    const who = await newManager('newcomer', false);
    const managerClient = server.as(await server.signIn(who.email, who.password));
    const require = (client: typeof admin, required: boolean) => client.PUT('/functions/v1/security-settings', { body: { required } });
    expect((await require(managerClient, true)).response.status).toBe(403);
    // A super admin without it cannot require it: the switch would shut them out first.
    const unsafe = await require(admin, true);
    expect(unsafe.response.status).toBe(409);
    expect(unsafe.error?.error).toBe('Set up two-step verification for yourself first');

    const chiefAccount = await newManager('chief', true, 'super');
    const token = await challenge(chiefAccount, '203.0.113.81');
    const chief = server.as((await withCode(token, await freshCode(chiefAccount), '203.0.113.81')).data?.session.access_token ?? '');
    expect((await require(chief, true)).response.status).toBe(200);
    try {
      const settings = await chief.GET('/functions/v1/security-settings');
      expect(settings.data).toEqual({ two_step_required: true });

      const { data } = await signIn(who, '203.0.113.80');
      const session = sessionOf(data);
      expect(session?.manager).toMatchObject({ mfa_enabled: false, mfa_setup_required: true });
      const own = server.as(session?.session.access_token ?? '');
      const held = await own.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
      expect(held.response.status).toBe(403);
      expect(held.error).toEqual({ error: 'Please set up two-step verification before going on', code: 'two_step_required' });

      expect((await own.GET('/functions/v1/mfa')).data).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
      const { data: started } = await own.POST('/functions/v1/mfa-enrol');
      expect((await own.POST('/functions/v1/mfa-confirm', { body: { code: totpCode(started?.secret ?? '') } })).response.status).toBe(200);
      expect((await own.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(200);
      // The super admin without it is held like anyone else.
      expect((await admin.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(403);
    } finally {
      expect((await require(chief, false)).response.status).toBe(200);
    }
    expect((await admin.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })).response.status).toBe(200);
  });

  it('lets a super admin reset another manager’s second factor, and keeps who did it', async () => {
    const who = await newManager('reset');
    const { response } = await admin.DELETE('/functions/v1/managers/{id}/two-step', { params: { path: { id: who.id } } });
    expect(response.status).toBe(200);
    expect(sessionOf((await signIn(who, '203.0.113.90')).data)?.manager.mfa_enabled).toBe(false);

    const unknown = await admin.DELETE('/functions/v1/managers/{id}/two-step', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(unknown.response.status).toBe(404);

    const log = await admin.GET('/functions/v1/audit-log', { params: { query: { event: 'mfa_reset' } } });
    const entries = log.data?.entries ?? [];
    expect(entries[0]).toMatchObject({ action: 'mfa_reset', actor: superAdmin.email, target: who.id });
  });

  it('keeps each step of a sign-in with a second factor in the audit trail, with whom it concerns', async () => {
    const who = await newManager('traced');
    const token = await challenge(who, '203.0.113.95');
    await withCode(token, '000000', '203.0.113.95');
    await withCode(token, who.recoveryCodes[0]!, '203.0.113.95');
    const log = await admin.GET('/functions/v1/audit-log', { params: { query: { actor: who.email } } });
    const entries = log.data?.entries ?? [];
    expect(entries.slice(0, 5).map((e) => [e.action, e.target])).toEqual([
      ['signin_recovery_code', 'recovery code'],
      ['signin_failed', 'code'],
      ['signin_code_asked', ''],
      ['mfa_enrol', ''],
      ['signin', ''],
    ]);
  });
});
