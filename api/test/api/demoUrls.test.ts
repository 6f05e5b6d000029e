import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, superAdmin, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
let admin: TestServer['api'];

beforeAll(async () => {
  server = await startTestServer();
  admin = server.as(await server.signIn(superAdmin.email, superAdmin.password));
});
afterAll(() => server?.stop());

const generate = (clientEmail: string, expiresIn?: string) =>
  admin.POST('/functions/v1/generate-demo-url', { body: { clientEmail, ...(expiresIn ? { expiresIn } : {}) } });

const open = (url: string) => fetch(url.replace('http://localhost:8080', server.url), { redirect: 'manual' });

async function listed(id: string) {
  const { data } = await admin.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } });
  return data && 'demoUrls' in data ? data.demoUrls.find((d) => d.id === id) : undefined;
}

const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

describe('generate-demo-url', () => {
  it('answers the url of a 7-day link by default, created by the caller', async () => {
    const { data, response } = await generate('client@fleetco.example');
    expect(response.status).toBe(200);
    expect(data?.url).toMatch(/^http:\/\/localhost:8080\/demo-access\/[A-Za-z0-9_-]{32}$/);
    expect(data?.demoUrl).toMatchObject({ status: 'active', client_email: 'client@fleetco.example', open_count: 0, first_opened_at: null });
    expect(data?.demoUrl.sales_managers).toEqual({ name: 'Sam Super', email: superAdmin.email });
    expect(daysFromNow(data!.demoUrl.expires_at)).toBeCloseTo(7, 1);
  });

  it('takes an expiry from 1d to 30d', async () => {
    const { data } = await generate('thirty@fleetco.example', '30d');
    expect(daysFromNow(data!.demoUrl.expires_at)).toBeCloseTo(30, 1);
    const { error, response } = await generate('too-long@fleetco.example', '31d');
    expect(response.status).toBe(400);
    expect(error?.error).toBe('expiresIn must be between 1d and 30d');
  });

  it('allows one active link per client e-mail', async () => {
    await generate('once@fleetco.example');
    const { error, response } = await generate('ONCE@fleetco.example');
    expect(response.status).toBe(409);
    expect(error?.error).toBe('Email already exists');
  });

  it('refuses a malformed e-mail with the server message the admin maps', async () => {
    for (const clientEmail of ['', '   ', 'not-an-email']) {
      const { error, response } = await generate(clientEmail);
      expect(response.status).toBe(400);
      expect(error?.error).toBe('Invalid email format');
    }
  });
});

describe('the demo link', () => {
  it('redirects to the demo app and records every open', async () => {
    const { data } = await generate('opener@fleetco.example');
    const first = await open(data!.url);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://demo.example.com/app');
    await open(data!.url);
    const row = await listed(data!.demoUrl.id);
    expect(row?.open_count).toBe(2);
    expect(row?.first_opened_at).not.toBeNull();
    expect(Date.parse(row!.last_opened_at!)).toBeGreaterThanOrEqual(Date.parse(row!.first_opened_at!));
  });

  it('shows a clear page once revoked, and cannot be revoked twice', async () => {
    const { data } = await generate('revoked@fleetco.example');
    const revoked = await admin.POST('/functions/v1/revoke-demo-url', { body: { id: data!.demoUrl.id } });
    expect(revoked.data?.demoUrl).toMatchObject({ status: 'revoked' });
    expect(revoked.data?.demoUrl.revoked_at).not.toBeNull();
    const page = await open(data!.url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This demo link is no longer active');
    const again = await admin.POST('/functions/v1/revoke-demo-url', { body: { id: data!.demoUrl.id } });
    expect(again.response.status).toBe(409);
    // A revoked link frees the e-mail for a new one.
    expect((await generate('revoked@fleetco.example')).response.status).toBe(200);
  });

  it('shows a clear page once expired; extending brings it back', async () => {
    const { data } = await generate('late@fleetco.example', '1d');
    await server.db.query(`update demo_urls set expires_at = now() - interval '1 hour' where id = $1`, [data!.demoUrl.id]);
    expect((await listed(data!.demoUrl.id))?.status).toBe('expired');
    const page = await open(data!.url);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This demo link has expired');
    const extended = await admin.POST('/functions/v1/extend-demo-url', { body: { id: data!.demoUrl.id, expiresIn: '3d' } });
    expect(extended.data?.demoUrl.status).toBe('active');
    expect(daysFromNow(extended.data!.demoUrl.expires_at)).toBeCloseTo(3, 1);
    expect((await open(data!.url)).status).toBe(302);
  });

  it('extends an active link from its current expiry', async () => {
    const { data } = await generate('extend@fleetco.example', '2d');
    const extended = await admin.POST('/functions/v1/extend-demo-url', { body: { id: data!.demoUrl.id, expiresIn: '5d' } });
    expect(daysFromNow(extended.data!.demoUrl.expires_at)).toBeCloseTo(7, 1);
  });

  it('says so for an unknown or malformed link', async () => {
    const unknown = await fetch(`${server.url}/demo-access/${'x'.repeat(32)}`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This demo link was not found');
    const malformed = await fetch(`${server.url}/demo-access/short`, { redirect: 'manual' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toContain('text/html');
    expect(await malformed.text()).toContain('This demo link is not valid');
  });

  it('answers 404 for revoking or extending an unknown id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const revoke = await admin.POST('/functions/v1/revoke-demo-url', { body: { id } });
    expect(revoke.response.status).toBe(404);
    expect(revoke.error?.error).toBe('Demo URL not found');
    const extend = await admin.POST('/functions/v1/extend-demo-url', { body: { id, expiresIn: '7d' } });
    expect(extend.response.status).toBe(404);
  });
});
