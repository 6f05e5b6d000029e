import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { secretBox } from '../../src/services/crypto/secretBox.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * The security guide's matrix: every admin operation (each action of adminQuery and adminCommand its own) ×
 * {no token, garbage token, expired session, signed-out token, inactive manager, a password someone else set,
 * manager, super}. Each request is valid and points at real rows, so only authorization decides its answer; a
 * refused request must change nothing.
 */

type Client = TestServer['api'];
interface Account {
  email: string;
  password: string;
}
interface Answer {
  status: number;
  body: unknown;
}

interface AdminOperation {
  name: string;
  superOnly: boolean;
  /** Ends the caller's session (signOut) or all of the account's sessions (changePassword): the case gets a session of its own. */
  endsSession: boolean;
  /** Open to an account still being set up: a password someone else set, or a second factor the team requires (x-account-setup). */
  accountSetup?: boolean;
  /** The row the request points at, made before the database snapshot. */
  arrange?: () => Promise<string>;
  call(client: Client, caller: Account, target: string): Promise<Answer>;
}

const authenticationRequired = { error: 'Authentication required', code: 'authentication_required' };
const unauthorized = { error: 'Unauthorized', code: 'unauthorized' };
const byToken = `token_hash = sha256(convert_to($1, 'UTF8'))`;

let server: TestServer;
let sequence = 0;
const unique = (what: string) => `${what}-${++sequence}@matrix.example`;
const nextPassword = () => `Matrix-Pass-${++sequence}!`;

async function answer(request: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Answer> {
  const { data, error, response } = await request;
  return { status: response.status, body: data ?? error };
}

async function targetManager(): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `insert into managers (name, email, role, password_hash) values ('Tess Target', $1, 'manager', 'no-login') returning id`,
    [unique('target')],
  );
  return row!.id;
}

async function targetDemoUrl(): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `insert into demo_urls (token, client_email, expires_at) values ($1, $2, now() + interval '7 days') returning id`,
    [randomBytes(24).toString('base64url'), unique('client')],
  );
  return row!.id;
}

async function targetLead(): Promise<string> {
  const email = unique('lead');
  const [row] = await server.db.query<{ id: string }>(
    `insert into leads (kind, email, payload) values ('contact', $1, jsonb_build_object('firstName', 'Lee', 'lastName', 'Matrix', 'email', $1::text)) returning id`,
    [email],
  );
  return row!.id;
}

/** An e-mail about a lead whose delivery failed: what resendEmail takes. */
async function targetFailedMail(): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `insert into outbox (lead_id, to_address, subject, text_body, html_body, status, attempts, last_error)
     values ($1, 'sales@example.com', 'Matrix mail', 'text', '<p>html</p>', 'failed', 10, 'refused') returning id`,
    [await targetLead()],
  );
  return row!.id;
}

/** Another session of the caller's account, opened straight in the database (the caller may not be able to sign in). */
async function anotherSessionOf(caller: Account): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `insert into sessions (token_hash, manager_id, expires_at)
     select sha256(convert_to($2, 'UTF8')), id, now() + interval '1 hour' from managers where email = $1 returning id`,
    [caller.email, randomBytes(32).toString('base64url')],
  );
  return row!.id;
}

const operations: AdminOperation[] = [
  { name: 'signOut', superOnly: false, endsSession: true, accountSetup: true, call: (c) => answer(c.POST('/functions/v1/signout')) },
  { name: 'getTwoStep', superOnly: false, endsSession: false, accountSetup: true, call: (c) => answer(c.GET('/functions/v1/mfa')) },
  { name: 'startTwoStep', superOnly: false, endsSession: false, accountSetup: true, call: (c) => answer(c.POST('/functions/v1/mfa-enrol')) },
  {
    name: 'confirmTwoStep',
    superOnly: false,
    endsSession: false,
    accountSetup: true,
    async call(c, caller) {
      // Enrolment started straight in the database: one request per case, as for the other operations.
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const [row] = await server.db.query<{ id: string }>('select id from managers where email = $1', [caller.email]);
      await server.db.query(
        `insert into manager_totp (manager_id, secret_ciphertext) values ($1, $2)
         on conflict (manager_id) do update set secret_ciphertext = excluded.secret_ciphertext, enabled_at = null`,
        [row!.id, secretBox(server.config.mfaEncryptionKey!, 'two-step').seal(row!.id, secret)],
      );
      const result = await answer(c.POST('/functions/v1/mfa-confirm', { body: { code: totpCode(secret) } }));
      // Turned off again, so that the account signs in with its password alone in the cases after this one.
      await server.db.query('delete from manager_totp where manager_id = (select id from managers where email = $1)', [caller.email]);
      return result;
    },
  },
  {
    name: 'adminQuery getSecuritySettings',
    superOnly: true,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getSecuritySettings' } } })),
  },
  {
    name: 'adminQuery getContentSync',
    superOnly: true,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getContentSync' } } })),
  },
  {
    name: 'adminCommand resetTwoStep',
    superOnly: true,
    endsSession: false,
    arrange: targetManager,
    call: (c, _, id) => answer(c.POST('/functions/v1/admin', { params: { query: { action: 'resetTwoStep' } }, body: { id } })),
  },
  {
    name: 'adminCommand setTwoStepRequirement',
    superOnly: true,
    endsSession: false,
    call: (c) => answer(c.POST('/functions/v1/admin', { params: { query: { action: 'setTwoStepRequirement' } }, body: { required: false } })),
  },
  {
    name: 'adminQuery getAuditLog',
    superOnly: true,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getAuditLog' } } })),
  },
  { name: 'listSessions', superOnly: false, endsSession: false, call: (c) => answer(c.GET('/functions/v1/sessions')) },
  {
    name: 'endSession',
    superOnly: false,
    endsSession: false,
    call: async (c, caller) => answer(c.POST('/functions/v1/end-session', { body: { id: await anotherSessionOf(caller) } })),
  },
  { name: 'endOtherSessions', superOnly: false, endsSession: false, call: (c) => answer(c.POST('/functions/v1/end-other-sessions')) },
  {
    name: 'changePassword',
    superOnly: false,
    endsSession: true,
    accountSetup: true,
    async call(c, caller) {
      const newPassword = nextPassword();
      const result = await answer(c.POST('/functions/v1/change-password', { body: { currentPassword: caller.password, newPassword } }));
      if (result.status === 200) caller.password = newPassword;
      return result;
    },
  },
  {
    name: 'adminQuery getDemoUrls',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } })),
  },
  {
    name: 'adminQuery getSalesManagers',
    superOnly: true,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getSalesManagers' } } })),
  },
  {
    name: 'adminCommand updateManagerStatus',
    superOnly: true,
    endsSession: false,
    arrange: targetManager,
    call: (c, _, id) => answer(c.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id, status: 'inactive' } })),
  },
  {
    name: 'adminCommand deleteSalesManager',
    superOnly: true,
    endsSession: false,
    arrange: targetManager,
    call: (c, _, id) => answer(c.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } })),
  },
  {
    name: 'generateDemoUrl',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.POST('/functions/v1/generate-demo-url', { body: { clientEmail: unique('client'), expiresIn: '7d' } })),
  },
  {
    name: 'revokeDemoUrl',
    superOnly: false,
    endsSession: false,
    arrange: targetDemoUrl,
    call: (c, _, id) => answer(c.POST('/functions/v1/revoke-demo-url', { body: { id } })),
  },
  {
    name: 'extendDemoUrl',
    superOnly: false,
    endsSession: false,
    arrange: targetDemoUrl,
    call: (c, _, id) => answer(c.POST('/functions/v1/extend-demo-url', { body: { id, expiresIn: '7d' } })),
  },
  {
    name: 'adminQuery getDemoUrls sort=last_opened',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls', sort: 'last_opened' } } })),
  },
  {
    name: 'adminQuery getEngagement',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getEngagement' } } })),
  },
  {
    name: 'adminQuery getLeadOwners',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getLeadOwners' } } })),
  },
  {
    name: 'adminQuery getLeads',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getLeads', kind: 'contact', status: 'new', search: 'matrix' } } })),
  },
  {
    name: 'adminQuery getLead',
    superOnly: false,
    endsSession: false,
    arrange: targetLead,
    call: (c, _, id) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'getLead', id } } })),
  },
  {
    name: 'adminQuery exportLeads',
    superOnly: false,
    endsSession: false,
    call: (c) => answer(c.GET('/functions/v1/admin', { params: { query: { action: 'exportLeads', search: 'matrix' } }, parseAs: 'text' })),
  },
  {
    name: 'adminCommand updateLead',
    superOnly: false,
    endsSession: false,
    arrange: targetLead,
    call: (c, caller, id) =>
      answer(
        c.POST('/functions/v1/admin', {
          params: { query: { action: 'updateLead' } },
          body: { id, status: 'contacted', note: `Called by ${caller.email}` },
        }),
      ),
  },
  {
    name: 'adminCommand resendEmail',
    superOnly: true,
    endsSession: false,
    arrange: targetFailedMail,
    call: (c, _, id) => answer(c.POST('/functions/v1/admin', { params: { query: { action: 'resendEmail' } }, body: { id } })),
  },
  {
    name: 'createSalesManager',
    superOnly: true,
    endsSession: false,
    call: (c) =>
      answer(
        c.POST('/functions/v1/create-sales-manager', { body: { email: unique('invitee'), name: 'Ivy Invitee', role: 'manager', password: 'Invite-Pass-42!' } }),
      ),
  },
];

const accounts = {
  super: { ...superAdmin },
  manager: { email: 'matrix-manager@example.com', password: 'Manager-Pass-42!' },
  deactivated: { email: 'matrix-deactivated@example.com', password: 'Manager-Pass-42!' },
  inactive: { email: 'matrix-inactive@example.com', password: 'Manager-Pass-42!' },
  /** Invited, and has not chosen their own password yet. */
  invited: { email: 'matrix-invited@example.com', password: 'Manager-Pass-42!' },
};

/** Tokens made once in beforeAll: requests with them are refused and leave them as they are. */
const prepared = { expired: '', signedOut: '', deactivated: '' };

const setStatus = (account: Account, status: 'active' | 'inactive') =>
  server.db.query('update managers set status = $2 where email = $1', [account.email, status]);

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
  for (const account of [accounts.manager, accounts.deactivated, accounts.inactive]) {
    const { response } = await admin.POST('/functions/v1/create-sales-manager', { body: { ...account, name: 'Max Matrix', role: 'manager' } });
    expect(response.status).toBe(200);
    await server.settleInvitation(account.email);
  }
  expect((await admin.POST('/functions/v1/create-sales-manager', { body: { ...accounts.invited, name: 'Ivy Invited', role: 'super' } })).response.status).toBe(
    200,
  );

  prepared.expired = await server.signIn(accounts.super.email, accounts.super.password);
  await server.db.query(`update sessions set expires_at = now() - interval '1 second' where ${byToken}`, [prepared.expired]);

  prepared.signedOut = await server.signIn(accounts.super.email, accounts.super.password);
  expect((await server.as(prepared.signedOut).POST('/functions/v1/signout')).response.status).toBe(200);

  prepared.deactivated = await server.signIn(accounts.deactivated.email, accounts.deactivated.password);
  const [row] = await server.db.query<{ id: string }>('select id from managers where email = $1', [accounts.deactivated.email]);
  const { response } = await admin.POST('/functions/v1/admin', {
    params: { query: { action: 'updateManagerStatus' } },
    body: { id: row!.id, status: 'inactive' },
  });
  expect(response.status).toBe(200);
});
afterAll(() => server?.stop());

async function snapshot() {
  return {
    managers: await server.db.query('select id, name, email, role, status, password_hash, updated_at from managers order by id'),
    secondFactors: await server.db.query('select manager_id, secret_ciphertext, enabled_at from manager_totp order by manager_id'),
    settings: await server.db.query('select * from security_settings'),
    demoUrls: await server.db.query('select id, status, expires_at, revoked_at from demo_urls order by id'),
    leads: await server.db.query('select id, status, owner_id from leads order by id'),
    leadEvents: await server.db.query('select id from lead_events order by id'),
    outbox: await server.db.query('select id, status, attempts, next_attempt_at from outbox order by id'),
  };
}

/** Runs one case; a refused request must leave the managers, demo URLs, leads and outbox exactly as they were. */
async function attempt(op: AdminOperation, token: string | null, caller: Account, refusal?: { status: number; body: object }) {
  const target = (await op.arrange?.()) ?? '';
  const before = await snapshot();
  const result = await op.call(server.as(token), caller, target);
  if (refusal) {
    expect(result).toEqual(refusal);
    expect(await snapshot()).toEqual(before);
  }
  return result;
}

interface RefusedSubject {
  name: string;
  caller: Account;
  token(): Promise<string | null>;
}

const unauthenticated: RefusedSubject[] = [
  { name: 'no token', caller: accounts.super, token: async () => null },
  { name: 'garbage token', caller: accounts.super, token: async () => 'not-a-session-token' },
  { name: 'unknown well-formed token', caller: accounts.super, token: async () => randomBytes(32).toString('base64url') },
  { name: 'the public anonymous key', caller: accounts.super, token: async () => anonKey },
  { name: 'expired session', caller: accounts.super, token: async () => prepared.expired },
  { name: 'signed-out token', caller: accounts.super, token: async () => prepared.signedOut },
  { name: 'inactive manager, deactivated through the API (sessions ended)', caller: accounts.deactivated, token: async () => prepared.deactivated },
];

// Rows as [label, value] so that the labels print as written.
const rows = <T extends { name: string }>(items: T[]) => items.map((item) => [item.name, item] as const);

describe.each(rows(unauthenticated))('%s', (_, subject) => {
  it.each(rows(operations))('%s → 401 Authentication required', async (_, op) => {
    await attempt(op, await subject.token(), subject.caller, { status: 401, body: authenticationRequired });
  });
});

describe('inactive manager, status set to inactive while a session is open', () => {
  const openSessionThenDeactivate = async () => {
    await setStatus(accounts.inactive, 'active');
    const token = await server.signIn(accounts.inactive.email, accounts.inactive.password);
    await setStatus(accounts.inactive, 'inactive');
    return token;
  };

  it.each(rows(operations))('%s → 403 Unauthorized', async (_, op) => {
    await attempt(op, await openSessionThenDeactivate(), accounts.inactive, { status: 403, body: unauthorized });
  });
});

// A super admin's invitation, not yet replaced by a password of their own: only signout, change-password and
// setting up a second factor are open to it.
describe('a password someone else set, not yet replaced', () => {
  const passwordChangeRequired = { error: 'Please choose your own password before going on', code: 'password_change_required' };
  it.each(rows(operations.filter((op) => !op.accountSetup)))('%s → 403 password_change_required, nothing changed', async (_, op) => {
    const token = await server.signIn(accounts.invited.email, accounts.invited.password);
    await attempt(op, token, accounts.invited, { status: 403, body: passwordChangeRequired });
  });
});

// The team requires a second factor and this super admin has none yet: only the same operations are open.
describe('a second factor the team requires, not yet set up', () => {
  const twoStepRequired = { error: 'Please set up two-step verification before going on', code: 'two_step_required' };
  beforeAll(() => server.db.query('update security_settings set two_step_required = true'));
  afterAll(() => server.db.query('update security_settings set two_step_required = false'));

  it.each(rows(operations.filter((op) => !op.accountSetup)))('%s → 403 two_step_required, nothing changed', async (_, op) => {
    const token = await server.signIn(accounts.super.email, accounts.super.password);
    await attempt(op, token, accounts.super, { status: 403, body: twoStepRequired });
  });
});

describe('an inactive manager cannot sign in', () => {
  it.each([accounts.deactivated.email, accounts.inactive.email])('%s', async (email) => {
    const account = email === accounts.inactive.email ? accounts.inactive : accounts.deactivated;
    const { error, response } = await server.api.POST('/functions/v1/signin', { body: account });
    expect(response.status).toBe(401);
    expect(error?.error).toBe('Invalid login credentials');
  });
});

describe.each(
  rows([
    { name: 'manager', account: accounts.manager, isSuper: false },
    { name: 'super', account: accounts.super, isSuper: true },
  ]),
)('%s', (_, { account, isSuper }) => {
  let session: string | undefined;

  const cases = operations.map((op) => [op.name, op.superOnly && !isSuper ? '403 Unauthorized, nothing changed' : 'allowed', op] as const);

  it.each(cases)('%s → %s', async (_, __, op) => {
    // Every call shares one session, but a call that ends its session gets a fresh one of its own.
    const signIn = () => server.signIn(account.email, account.password);
    if (!op.endsSession) session ??= await signIn();
    const token = op.endsSession || !session ? await signIn() : session;
    if (op.endsSession) session = undefined;
    if (op.superOnly && !isSuper) {
      await attempt(op, token, account, { status: 403, body: unauthorized });
      return;
    }
    const { status, body } = await attempt(op, token, account);
    expect(status, JSON.stringify(body)).toBe(200);
  });
});
