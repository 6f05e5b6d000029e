import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionDeprecation, type OperationId, operationTable } from '../../src/generated/operations.ts';
import type { ActionMeta, OperationMeta } from '../../src/http/operations/operationMeta.ts';
import {
  type Answer,
  actionRoute,
  dispatchingOperations,
  type OperationRequest,
  type OwnOperation,
  operationRecipes,
  type Recipe,
  sendOperation,
} from '../harness/operationRequests.ts';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

/**
 * Every old action name of `/functions/v1/admin` (x-actions), sent beside a request of the operation it names by that
 * operation's own path: both answer alike (status, body, file, audit entries), the deprecated names carry
 * `Deprecation` and `Link`, and the spec's four carry neither. An id the old request left out or got wrong is
 * refused as it always was.
 */

interface Alias {
  dispatcher: OperationId;
  name: string;
  meta: ActionMeta;
  target: OperationMeta;
}

const aliases: Alias[] = Object.entries(dispatchingOperations).flatMap(([dispatcher, actions]) =>
  Object.entries(actions).map(([name, meta]) => ({
    dispatcher: dispatcher as OperationId,
    name,
    meta,
    target: operationTable[meta.operationId as OperationId] as OperationMeta,
  })),
);
const specActions = ['getDemoUrls', 'getSalesManagers', 'updateManagerStatus', 'deleteSalesManager'];

let server: TestServer;
let token = '';
let recipes: Partial<Record<OwnOperation, Recipe>> = {};
const caller = { ...superAdmin };

beforeAll(async () => {
  server = await startTestServer();
  recipes = operationRecipes(server);
  token = await server.signIn(superAdmin.email, superAdmin.password);
});
afterAll(() => server?.stop());

/** Two rows made alike differ in their ids (uuids and serials), times, secrets and e-mail addresses only. */
const alike = (body: unknown) =>
  JSON.parse(
    JSON.stringify(body)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, '<time>')
      .replace(/whsec_[A-Za-z0-9+/=]+/g, '<secret>')
      .replace(/[\w.+-]+@operations\.example/g, '<email>')
      .replace(/"id":"\d+"/g, '"id":"<serial>"'),
  ) as unknown;

async function auditOf(requestId: string) {
  const rows = await server.db.query<{ action: string; target: string }>('select action, target from audit_log where request_id = $1 order by id', [requestId]);
  return alike(rows);
}

async function requestFor(recipe: Recipe, target: string): Promise<OperationRequest> {
  return (await recipe.request?.(caller, target)) ?? { id: target || undefined };
}

describe.each(aliases.map((alias) => [alias.name, alias] as const))('%s', (name, { dispatcher, meta, target }) => {
  it(`answers as ${meta.operationId} by its own path`, async () => {
    const recipe = recipes[target.operationId as OwnOperation] ?? {};
    // A read is asked twice of one row; a change is made to two rows made alike.
    const first = (await recipe.arrange?.()) ?? '';
    const second = target.method === 'GET' ? first : ((await recipe.arrange?.()) ?? '');
    const old = await sendOperation(server, actionRoute(dispatcher, name), token, await requestFor(recipe, first), { 'X-Request-Id': `alias-${name}` });
    const now = await sendOperation(server, { op: target }, token, await requestFor(recipe, second), { 'X-Request-Id': `path-${name}` });

    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(alike(old.body)).toEqual(alike(now.body));
    for (const header of ['content-type', 'content-disposition', 'cache-control']) expect(old.headers.get(header)).toBe(now.headers.get(header));
    expect(await auditOf(`alias-${name}`)).toEqual(await auditOf(`path-${name}`));
    expect(now.headers.get('deprecation')).toBeNull();

    if (!meta.deprecated) {
      expect(specActions).toContain(name);
      expect(old.headers.get('deprecation')).toBeNull();
      expect(old.headers.get('link')).toBeNull();
      return;
    }
    expect(specActions).not.toContain(name);
    expect(old.headers.get('deprecation')).toBe('@1795910400');
    const successor = target.path.replace('{id}', first);
    expect(old.headers.get('link')).toBe(`<${successor}>; rel="successor-version", <${actionDeprecation.documentation}>; rel="deprecation"`);
  });
});

it('marks every action deprecated but the four of the product spec', () => {
  expect(aliases.filter((alias) => !alias.meta.deprecated).map((alias) => alias.name)).toEqual(specActions);
  expect(aliases).toHaveLength(29);
});

/** The refusals of an id left out or malformed, as the old actions always gave them. */
const idRefusals: Record<string, { field: string; message: string; missing?: { field: string; message: string } }> = {
  getLead: { field: 'query.id', message: 'A valid lead id is required', missing: { field: 'query.id', message: 'getLead takes an id' } },
  getWebhookDeliveries: {
    field: 'query.webhookId',
    message: 'A valid webhook id is required',
    missing: { field: 'query.webhookId', message: 'getWebhookDeliveries takes a webhookId' },
  },
  updateManagerStatus: { field: 'body.id', message: 'A valid manager id is required' },
  deleteSalesManager: { field: 'body.id', message: 'A valid manager id is required' },
  resetTwoStep: { field: 'body.id', message: 'A valid manager id is required' },
  setTakesLeads: { field: 'body.id', message: 'A valid manager id is required' },
  updateLead: { field: 'body.id', message: 'A valid lead id is required' },
  resendEmail: { field: 'body.id', message: 'A valid e-mail id is required' },
  // `{active}` alone is one property short of an update's two (its id and a change): that is said first.
  updateWebhook: {
    field: 'body.id',
    message: 'A valid webhook id is required',
    missing: { field: 'body', message: 'updateWebhook takes {id} and at least one of url, events, active' },
  },
  deleteWebhook: { field: 'body.id', message: 'A valid webhook id is required' },
  rotateWebhookSecret: { field: 'body.id', message: 'A valid webhook id is required' },
  resendWebhookDelivery: { field: 'body.id', message: 'A valid delivery id is required' },
};

describe('an old action without a usable id', () => {
  const withId = aliases.filter((alias) => alias.meta.id !== null);

  it('covers every action that names an id', () => {
    expect(withId.map((alias) => alias.name).sort()).toEqual(Object.keys(idRefusals).sort());
  });

  it.each(withId.map((alias) => [alias.name, alias] as const))('%s is refused as before', async (name, { dispatcher, target }) => {
    const recipe = recipes[target.operationId as OwnOperation] ?? {};
    const expected = idRefusals[name]!;
    const refused = (answer: Answer) => ({ status: answer.status, body: answer.body });
    const malformed = await sendOperation(server, actionRoute(dispatcher, name), token, { ...(await requestFor(recipe, 'not-an-id')), id: 'not-an-id' });
    expect(refused(malformed)).toEqual({ status: 400, body: { error: expected.message, code: 'invalid_request', field: expected.field } });
    const missing = await sendOperation(server, actionRoute(dispatcher, name), token, { ...(await requestFor(recipe, '')), id: undefined });
    const { field, message } = expected.missing ?? expected;
    expect(refused(missing)).toEqual({ status: 400, body: { error: message, code: 'invalid_request', field } });
  });
});

it('answers an unknown action as before', async () => {
  const answer = await sendOperation(server, { op: operationTable.adminQuery }, token, { query: { action: 'getEverything' } });
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    error:
      'query.action must be one of: getDemoUrls, getSalesManagers, getAuditLog, getSecuritySettings, getContentSync, getLeads, getLead, exportLeads, getEngagement, getLeadOwners, getLeadOrigins, getInsights, getLeadSettings, getResponseTimes, getWebhooks, getWebhookDeliveries',
    code: 'invalid_request',
    field: 'query.action',
  });
  expect(answer.headers.get('deprecation')).toBeNull();
});

it("carries the deprecation on a refusal once the action is known, and names the operation's path for this id", async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const answer = await sendOperation(server, actionRoute('adminQuery', 'getLead'), token, { id: unknown });
  expect(answer.status).toBe(404);
  expect(answer.headers.get('deprecation')).toBe('@1795910400');
  expect(answer.headers.get('link')).toMatch(new RegExp(`^</functions/v1/leads/${unknown}>; rel="successor-version"`));
});

it("refuses a malformed id in an operation's own path with the id's message", async () => {
  for (const [id, message] of [
    ['resetTwoStep', 'A valid manager id is required'],
    ['deleteWebhook', 'A valid webhook id is required'],
    ['resendEmail', 'A valid e-mail id is required'],
    ['resendWebhookDelivery', 'A valid delivery id is required'],
  ] as const) {
    const op: OperationMeta = operationTable[id];
    const answer = await sendOperation(server, { op }, token, { id: 'not-an-id' });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { error: message, code: 'invalid_request', field: 'path.id' } });
  }
  const lead = await sendOperation(server, { op: operationTable.getLead }, token, { id: 'export-all' });
  expect(lead.status).toBe(404);
});
