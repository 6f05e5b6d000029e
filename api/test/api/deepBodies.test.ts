import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationTable } from '../../src/generated/operations.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await server.signIn(superAdmin.email, superAdmin.password);
});
afterAll(async () => {
  await server?.stop();
});

// About 8 KB, under the body cap: arrays, and objects in a field, each 4,000 deep.
const deepArray = `${'['.repeat(4000)}${']'.repeat(4000)}`;
const deepField = `{"firstName": ${'{"a":'.repeat(1600)}1${'}'.repeat(1600)}}`;

describe('a JSON body nested thousands deep', () => {
  const withBodies = Object.values(operationTable).filter((op) => op.body !== null);

  it.each(withBodies.map((op) => [op.operationId, op] as const))('is refused with 400 by %s, signed in as a super admin', async (_id, op) => {
    const action = op.query ? `?action=${(op.query as { properties: { action: { enum: readonly string[] } } }).properties.action.enum[0]}` : '';
    // Every path parameter of an operation with a body is a row's id: a well-formed one, so the route is reached.
    const path = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001');
    const token = op.security === 'sessionToken' ? session : anonKey;
    for (const body of [deepArray, deepField]) {
      const response = await fetch(`${server.url}${path}${action}`, {
        method: op.method,
        headers: { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status, `${op.method} ${path}${action}`).toBe(400);
      expect(await response.text()).toContain('nested');
    }
  });
});
