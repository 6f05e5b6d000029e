import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, startTestServer, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: 'https://www.example.com' });
});
afterAll(() => server?.stop());

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);

describe('answers outside the document', () => {
  it('an unknown path is 404 JSON in each family', async () => {
    const fn = await get('/functions/v1/no-such-function');
    expect(fn.status).toBe(404);
    expect(await fn.json()).toEqual({ error: 'No function at /functions/v1/no-such-function', code: 'not_found' });
    const wp = await get('/wp-json/wp/v2/pages');
    expect(wp.status).toBe(404);
    expect(await wp.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('a wrong method is 405 with Allow', async () => {
    const response = await get('/functions/v1/fleet-stats', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
    const admin = await get('/functions/v1/admin', { method: 'PUT' });
    expect(admin.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('an unexpected failure is 500 JSON without a stack trace', async () => {
    const broken = await startTestServer();
    await broken.db.query('drop table fleet_stats cascade');
    const response = await fetch(`${broken.url}/functions/v1/fleet-stats`, { headers: { Authorization: `Bearer ${anonKey}` } });
    const text = await response.text();
    await broken.stop();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(text).not.toMatch(/at .*\.ts|fleet_stats|Error:/);
  });
});

describe('headers', () => {
  it('carries the security baseline on every answer', async () => {
    for (const path of ['/', '/demo-access/short', '/functions/v1/nope', '/wp-json/wp/v2/posts']) {
      const response = await get(path);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('gives pages the page policy and API answers the stricter API policy', async () => {
    for (const path of ['/', '/demo-access/short']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
    for (const path of ['/functions/v1/nope', '/wp-json/wp/v2/posts']) {
      expect((await get(path)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('never lets admin and auth answers be cached', async () => {
    const signin = await server.api.POST('/functions/v1/signin', { body: { email: 'x@example.com', password: 'y' } });
    expect(signin.response.headers.get('cache-control')).toBe('private, no-store');
    const admin = await get('/functions/v1/admin?action=getDemoUrls');
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/admin/dashboard')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('allows only the configured origins, and answers preflight on every route', async () => {
    const allowed = await get('/functions/v1/signin', {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // Every method the contract gives an operation, so a lead's PATCH or a webhook's DELETE is not refused across origins.
    expect(allowed.headers.get('access-control-allow-methods')?.split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const foreign = await get('/functions/v1/signin', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const wp = await get('/wp-json/wp/v2/posts', { headers: { Origin: 'https://www.example.com' } });
    expect(wp.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(wp.headers.get('access-control-expose-headers')).toContain('X-WP-TotalPages');
  });
});
