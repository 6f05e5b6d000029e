import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId, operationTable } from '../../src/generated/operations.ts';
import type { OperationMeta } from '../../src/http/operations/operationMeta.ts';
import {
  type Account,
  actionRoute,
  dispatchingOperations,
  type OwnOperation,
  operationRecipes,
  type Recipe,
  type Route,
  sendOperation,
  sessionOperations,
} from '../harness/operationRequests.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * The security guide's matrix, walked from the generated operation table: every operation that takes the session
 * token, and every old action name of `/functions/v1/admin` (as the operation it names), × {no token, garbage token,
 * expired session, signed-out token, inactive manager, a password someone else set, a second factor the team
 * requires, manager, super}. What each may do comes from the contract (`x-role`, `x-account-setup`), not from a list
 * kept here. Each request is valid and points at real rows, so only authorization decides its answer; a refused
 * request must change nothing.
 */

interface Case {
  name: string;
  route: Route;
  /** The operation the request runs (an old action's is the one it names): its recipe and its role. */
  operation: OperationMeta;
}

const authenticationRequired = { error: 'Authentication required', code: 'authentication_required' };
const unauthorized = { error: 'Unauthorized', code: 'unauthorized' };
const byToken = `token_hash = sha256(convert_to($1, 'UTF8'))`;

let server: TestServer;
let recipes: Partial<Record<OwnOperation, Recipe>> = {};
const recipeOf = ({ operation }: Case): Recipe => recipes[operation.operationId as OwnOperation] ?? {};

const cases: Case[] = sessionOperations.flatMap((id): Case[] => {
  const op: OperationMeta = operationTable[id];
  const actions = dispatchingOperations[id];
  if (!actions) return [{ name: `${op.method} ${op.path} ${id}`, route: { op }, operation: op }];
  return Object.keys(actions).map((name) => {
    const route = actionRoute(id, name);
    return { name: `${op.method} ${op.path}?action=${name}`, route, operation: operationTable[route.action!.meta.operationId as OperationId] };
  });
});

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
  recipes = operationRecipes(server);
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
  const { response } = await admin.PATCH('/functions/v1/managers/{id}', { params: { path: { id: row!.id } }, body: { status: 'inactive' } });
  expect(response.status).toBe(200);
});
afterAll(() => server?.stop());

async function snapshot() {
  return {
    managers: await server.db.query('select id, name, email, role, status, password_hash, takes_leads, updated_at from managers order by id'),
    secondFactors: await server.db.query('select manager_id, secret_ciphertext, enabled_at from manager_totp order by manager_id'),
    settings: await server.db.query('select * from security_settings'),
    leadSettings: await server.db.query('select * from lead_settings'),
    demoUrls: await server.db.query('select id, status, expires_at, revoked_at from demo_urls order by id'),
    leads: await server.db.query('select id, status, owner_id from leads order by id'),
    leadEvents: await server.db.query('select id from lead_events order by id'),
    outbox: await server.db.query('select id, status, attempts, next_attempt_at from outbox order by id'),
    webhooks: await server.db.query('select id, url, events, secret_sealed, active from webhooks order by id'),
    deliveries: await server.db.query('select id, status, attempts from webhook_deliveries order by id'),
  };
}

/** Runs one case; a refused request must leave every table it could touch exactly as it was. */
async function attempt(item: Case, token: string | null, caller: Account, refusal?: { status: number; body: object }) {
  const recipe = recipeOf(item);
  const target = (await recipe.arrange?.()) ?? '';
  const before = await snapshot();
  const request = (await recipe.request?.(caller, target)) ?? { id: target || undefined };
  const answer = await sendOperation(server, item.route, token, request);
  await recipe.after?.(answer, caller, request);
  const result = { status: answer.status, body: answer.body };
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

it('has a valid request for every operation that takes the session token', () => {
  expect(sessionOperations.filter((id) => !(id in dispatchingOperations) && !(id in recipes))).toEqual([]);
});

describe.each(rows(unauthenticated))('%s', (_, subject) => {
  it.each(rows(cases))('%s → 401 Authentication required', async (_, item) => {
    await attempt(item, await subject.token(), subject.caller, { status: 401, body: authenticationRequired });
  });
});

describe('inactive manager, status set to inactive while a session is open', () => {
  const openSessionThenDeactivate = async () => {
    await setStatus(accounts.inactive, 'active');
    const token = await server.signIn(accounts.inactive.email, accounts.inactive.password);
    await setStatus(accounts.inactive, 'inactive');
    return token;
  };

  it.each(rows(cases))('%s → 403 Unauthorized', async (_, item) => {
    await attempt(item, await openSessionThenDeactivate(), accounts.inactive, { status: 403, body: unauthorized });
  });
});

// A super admin's invitation, not yet replaced by a password of their own: only signout, change-password and
// setting up a second factor are open to it.
describe('a password someone else set, not yet replaced', () => {
  const passwordChangeRequired = { error: 'Please choose your own password before going on', code: 'password_change_required' };
  it.each(rows(cases.filter((item) => !item.route.op.accountSetup)))('%s → 403 password_change_required, nothing changed', async (_, item) => {
    const token = await server.signIn(accounts.invited.email, accounts.invited.password);
    await attempt(item, token, accounts.invited, { status: 403, body: passwordChangeRequired });
  });
});

// The team requires a second factor and this super admin has none yet: only the same operations are open.
describe('a second factor the team requires, not yet set up', () => {
  const twoStepRequired = { error: 'Please set up two-step verification before going on', code: 'two_step_required' };
  beforeAll(() => server.db.query('update security_settings set two_step_required = true'));
  afterAll(() => server.db.query('update security_settings set two_step_required = false'));

  it.each(rows(cases.filter((item) => !item.route.op.accountSetup)))('%s → 403 two_step_required, nothing changed', async (_, item) => {
    const token = await server.signIn(accounts.super.email, accounts.super.password);
    await attempt(item, token, accounts.super, { status: 403, body: twoStepRequired });
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

  const matrix = cases.map((item) => [item.name, item.operation.role === 'super' && !isSuper ? '403 Unauthorized, nothing changed' : 'allowed', item] as const);

  it.each(matrix)('%s → %s', async (_, __, item) => {
    // Every call shares one session, but a call that ends its session gets a fresh one of its own.
    const endsSession = recipeOf(item).endsSession === true;
    const signIn = () => server.signIn(account.email, account.password);
    if (!endsSession) session ??= await signIn();
    const token = endsSession || !session ? await signIn() : session;
    if (endsSession) session = undefined;
    if (item.operation.role === 'super' && !isSuper) {
      await attempt(item, token, account, { status: 403, body: unauthorized });
      return;
    }
    const { status, body } = await attempt(item, token, account);
    expect(status, JSON.stringify(body)).toBe(200);
  });
});
