import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomInRateWindow } from '../harness/roomInRateWindow.ts';
import { anonKey, startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';
import { requestFrom } from '../scale/requestFrom.ts';

// Whose address a request is counted under, with TRUSTED_PROXIES=127.0.0.1/32: the test is the proxy in front when it
// connects from 127.0.0.1, and a client that reached the port directly when it connects from 127.0.0.2 (Linux routes
// all of 127.0.0.0/8 to the loopback).
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

const proxy = '127.0.0.1';
const direct = '127.0.0.2';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_DIST: siteDist, TRUSTED_PROXIES: '127.0.0.1/32', FORM_RATE_LIMIT: '1/600' });
});
afterAll(() => server?.stop());

/** Signs in as the super admin from `from` with this X-Forwarded-For; the address the session was recorded with. */
async function sessionAddress(from: string, forwardedFor: string): Promise<string | undefined> {
  const signedIn = await requestFrom(from, `${server.url}/functions/v1/signin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify(superAdmin),
  });
  expect(signedIn.status).toBe(200);
  const { data } = await server.as(signedIn.json<{ session: { access_token: string } }>().session.access_token).GET('/functions/v1/sessions');
  return data?.sessions.find((session) => session.current)?.client_ip;
}

let posted = 0;
/** Posts the contact form as a browser without script does, from `from` with this X-Forwarded-For. */
const postContact = (from: string, forwardedFor: string) =>
  requestFrom(from, `${server.url}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': forwardedFor },
    body: new URLSearchParams({ firstName: 'Pat', lastName: 'Proxy', email: `pat.${++posted}@proxies.example`, company: 'Hops Ltd' }).toString(),
  });

describe('the client address (TRUSTED_PROXIES)', () => {
  it('is a direct client’s own, whatever X-Forwarded-For it sends', async () => {
    expect(await sessionAddress(direct, '1.2.3.4')).toBe(direct);
  });

  it('is the client the trusted proxy names, not what the client wrote before it', async () => {
    expect(await sessionAddress(proxy, '198.51.100.30')).toBe('198.51.100.30');
    expect(await sessionAddress(proxy, '1.2.3.4, 198.51.100.31')).toBe('198.51.100.31');
  });

  it('counts the no-script form posts of two visitors under two addresses, and a direct client’s forged header under its own', async () => {
    await roomInRateWindow(600);
    // One form a client per ten minutes: a shared address would refuse the second visitor.
    expect((await postContact(proxy, '198.51.100.41')).status).toBe(303);
    expect((await postContact(proxy, '198.51.100.42')).status).toBe(303);
    expect((await postContact(direct, '198.51.100.43')).status).toBe(303);
    const forged = await postContact(direct, '198.51.100.44');
    expect(forged.status).toBe(429);
    expect(forged.text).toMatch(/Too many requests\. Please try again in \d+ (seconds?|minutes?)\./);
  });

  it('holds back sign-ins from anywhere in one IPv6 /64 as from one client', async () => {
    const signIn = (client: string, n: number) =>
      requestFrom(proxy, `${server.url}/functions/v1/signin`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ email: `nobody.${n}@proxies.example`, password: 'Wrong-Guess-42!' }),
      });
    // 20 failures are free per client address; each from another address of the /64, for another account.
    for (let n = 1; n <= 20; n++) expect((await signIn(`2001:db8:1:2::${n.toString(16)}`, n)).status).toBe(401);
    const held = await signIn('2001:db8:1:2:ffff::1', 21);
    expect(held.status).toBe(429);
    expect(held.json<{ error: string }>().error).toMatch(/^Too many sign-in attempts\. Please try again in /);
    expect((await signIn('2001:db8:1:3::1', 22)).status).toBe(401);
  });
});
