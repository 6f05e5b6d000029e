import { randomBytes } from 'node:crypto';
import { actionTable, type OperationId, operationTable } from '../../src/generated/operations.ts';
import type { ActionMeta, OperationMeta } from '../../src/http/operations/operationMeta.ts';
import { totpCode } from '../../src/services/auth/twoStep/totp.ts';
import { secretBox } from '../../src/services/crypto/secretBox.ts';
import type { TestServer } from './startTestServer.ts';

/**
 * One valid request of every operation that takes the session token, pointing at a real row made for it, and a
 * sender that makes it by the operation's own path or by an old action name of `/functions/v1/admin` (the id moved
 * from the path into the query or the body, as the action takes it). The authorization matrix and the deprecated
 * actions' test walk the generated operation table with them.
 */

export interface Account {
  email: string;
  password: string;
}

export interface Answer {
  status: number;
  /** JSON parsed, anything else as text. */
  body: unknown;
  headers: Headers;
}

export interface OperationRequest {
  /** The `{id}` of the operation's path. */
  id?: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** How to make one valid request of an operation: the row it points at (made before the request) and its parts. */
export interface Recipe {
  /** Ends the caller's session (signOut) or all of the account's sessions (changePassword). */
  endsSession?: boolean;
  arrange?: () => Promise<string>;
  request?(caller: Account, target: string): OperationRequest | Promise<OperationRequest>;
  /** Runs after the request, whatever it answered. */
  after?(answer: Answer, caller: Account, request: OperationRequest): Promise<void> | void;
}

/** An operation with its own handler: every one but those that dispatch old action names. */
export type OwnOperation = Exclude<OperationId, keyof typeof actionTable>;

/** What one request is made as: an operation by its own path, or an old action name (`action`) that runs it. */
export interface Route {
  op: OperationMeta;
  action?: { name: string; meta: ActionMeta };
}

export const dispatchingOperations = actionTable as Readonly<Record<string, Readonly<Record<string, ActionMeta>>>>;

/** The operations that take the session token, dispatchers included. */
export const sessionOperations = (Object.keys(operationTable) as OperationId[]).filter((id) => operationTable[id].security === 'sessionToken');

/** The old action name's route for an operation's request (`getLead` → GET /functions/v1/admin?action=getLead). */
export function actionRoute(dispatcher: OperationId, name: string): Route {
  const meta = dispatchingOperations[dispatcher]![name]!;
  return { op: operationTable[dispatcher], action: { name, meta } };
}

const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let sequence = 0;
const unique = (what: string) => `${what}-${++sequence}@operations.example`;
const nextPassword = () => `Operations-Pass-${++sequence}!`;

/** Requests every session operation can be sent, their rows made in `server`'s database. */
export function operationRecipes(server: TestServer): Partial<Record<OwnOperation, Recipe>> {
  const insertId = async (sql: string, params: unknown[] = []) => (await server.db.query<{ id: string }>(sql, params))[0]!.id;
  const targetManager = () =>
    insertId(`insert into managers (name, email, role, password_hash) values ('Tess Target', $1, 'manager', 'no-login') returning id`, [unique('target')]);
  const targetDemoUrl = () =>
    insertId(`insert into demo_urls (token, client_email, expires_at) values ($1, $2, now() + interval '7 days') returning id`, [
      randomBytes(24).toString('base64url'),
      unique('client'),
    ]);
  const targetLead = () =>
    insertId(
      `insert into leads (kind, email, payload) values ('contact', $1, jsonb_build_object('firstName', 'Lee', 'lastName', 'Target', 'email', $1::text)) returning id`,
      [unique('lead')],
    );
  /** An e-mail about a lead whose delivery failed: what resendEmail takes. */
  const targetFailedMail = async () =>
    insertId(
      `insert into outbox (lead_id, to_address, subject, text_body, html_body, status, attempts, last_error)
       values ($1, 'sales@example.com', 'Target mail', 'text', '<p>html</p>', 'failed', 10, 'refused') returning id`,
      [await targetLead()],
    );
  const targetWebhook = () =>
    insertId(
      `insert into webhooks (url, events, secret_sealed, created_by_name) values ('https://hooks.operations.example/endpoint', '{lead.created}', 'sealed', 'Target') returning id`,
    );
  const targetDelivery = async () =>
    insertId(
      `insert into webhook_deliveries (webhook_id, event_id, event_type, body, status, attempts) values ($1, $2, 'lead.created', '{}', 'failed', 8) returning id`,
      [await targetWebhook(), `msg_target_${++sequence}`],
    );
  /** Another session of the caller's account, opened straight in the database (the caller may not be able to sign in). */
  const anotherSessionOf = (caller: Account) =>
    insertId(
      `insert into sessions (token_hash, manager_id, expires_at)
       select sha256(convert_to($2, 'UTF8')), id, now() + interval '1 hour' from managers where email = $1 returning id`,
      [caller.email, randomBytes(32).toString('base64url')],
    );
  const leadSettings = {
    assignment: 'manual',
    business_days: [1, 2, 3, 4, 5],
    business_start: '09:00',
    business_end: '17:00',
    time_zone: 'Europe/London',
    response_target_minutes: 240,
  };

  return {
    signOut: { endsSession: true },
    changePassword: {
      endsSession: true,
      request: (caller) => ({ body: { currentPassword: caller.password, newPassword: nextPassword() } }),
      after: (answer, caller, request) => {
        if (answer.status === 200) caller.password = (request.body as { newPassword: string }).newPassword;
      },
    },
    listSessions: {},
    endSession: { request: async (caller) => ({ body: { id: await anotherSessionOf(caller) } }) },
    endOtherSessions: {},
    getTwoStep: {},
    startTwoStep: {},
    confirmTwoStep: {
      // Enrolment started straight in the database: one request per case, as for the other operations.
      async request(caller) {
        const [row] = await server.db.query<{ id: string }>('select id from managers where email = $1', [caller.email]);
        await server.db.query(
          `insert into manager_totp (manager_id, secret_ciphertext) values ($1, $2)
           on conflict (manager_id) do update set secret_ciphertext = excluded.secret_ciphertext, enabled_at = null`,
          [row!.id, secretBox(server.config.mfaEncryptionKey!, 'two-step').seal(row!.id, totpSecret)],
        );
        return { body: { code: totpCode(totpSecret) } };
      },
      // Turned off again, so that the account signs in with its password alone afterwards.
      after: async (_, caller) => {
        await server.db.query('delete from manager_totp where manager_id = (select id from managers where email = $1)', [caller.email]);
      },
    },
    generateDemoUrl: { request: () => ({ body: { clientEmail: unique('client'), expiresIn: '7d' } }) },
    revokeDemoUrl: { arrange: targetDemoUrl, request: (_, id) => ({ body: { id } }) },
    extendDemoUrl: { arrange: targetDemoUrl, request: (_, id) => ({ body: { id, expiresIn: '7d' } }) },
    createSalesManager: { request: () => ({ body: { email: unique('invitee'), name: 'Ivy Invitee', role: 'manager', password: 'Invite-Pass-42!' } }) },
    listDemoUrls: { request: () => ({ query: { sort: 'last_opened' } }) },
    getEngagement: {},
    listManagers: {},
    setManagerStatus: { arrange: targetManager, request: (_, id) => ({ id, body: { status: 'inactive' } }) },
    deleteManager: { arrange: targetManager, request: (_, id) => ({ id }) },
    resetTwoStep: { arrange: targetManager, request: (_, id) => ({ id }) },
    setTakesLeads: { arrange: targetManager, request: (_, id) => ({ id, body: { takes_leads: false } }) },
    getSecuritySettings: {},
    setTwoStepRequirement: { request: () => ({ body: { required: false } }) },
    getAuditLog: { request: () => ({ query: { event: 'manager_delete' } }) },
    listLeads: { request: () => ({ query: { kind: 'contact', status: 'new', search: 'lead-' } }) },
    exportLeads: { request: () => ({ query: { search: 'lead-' } }) },
    getLead: { arrange: targetLead, request: (_, id) => ({ id }) },
    updateLead: { arrange: targetLead, request: (_, id) => ({ id, body: { status: 'contacted', note: 'Called back' } }) },
    listLeadOwners: {},
    listLeadOrigins: {},
    getResponseTimes: {},
    getLeadSettings: {},
    updateLeadSettings: { request: () => ({ body: leadSettings }) },
    resendEmail: { arrange: targetFailedMail, request: (_, id) => ({ id }) },
    getInsights: { request: () => ({ query: { from: '2026-11-01', to: '2026-11-28' } }) },
    listWebhooks: {},
    createWebhook: { request: () => ({ body: { url: 'https://hooks.operations.example/new', events: ['lead.created'] } }) },
    updateWebhook: { arrange: targetWebhook, request: (_, id) => ({ id, body: { active: false } }) },
    deleteWebhook: { arrange: targetWebhook, request: (_, id) => ({ id }) },
    rotateWebhookSecret: { arrange: targetWebhook, request: (_, id) => ({ id }) },
    listWebhookDeliveries: { arrange: targetWebhook, request: (_, id) => ({ id }) },
    resendWebhookDelivery: { arrange: targetDelivery, request: (_, id) => ({ id }) },
    getContentSync: {},
  };
}

/** Sends `request` to `server` by `route`: the operation's own path, or the old action name with the id where it takes it. */
export async function sendOperation(
  server: TestServer,
  { op, action }: Route,
  token: string | null,
  request: OperationRequest,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  let { id, query = {}, body } = request;
  if (action) {
    const idName = action.meta.id?.name ?? 'id';
    if (action.meta.id?.in === 'query' && id !== undefined) query = { ...query, [idName]: id };
    if (action.meta.id?.in === 'body') body = { [idName]: id, ...(body as object | undefined) };
    query = { action: action.name, ...query };
    id = undefined;
  }
  const url = new URL(`${server.url}${op.path.replace('{id}', id ?? '')}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...extraHeaders, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method: op.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers };
}
