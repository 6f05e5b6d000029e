import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticApp } from './serveStatic.ts';

const dist = mkdtempSync(join(tmpdir(), 'fleet-admin-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
const earlyScript = "document.documentElement.dataset.signIn='held'";
writeFileSync(join(dist, 'sign-in.html'), `<div id="root"><h1>Admin Login</h1></div><script>${earlyScript}</script>`);
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function adminApp(root = dist) {
  const app = new Hono();
  app.all(
    '/admin/*',
    staticApp(root, '/admin', {
      missingMessage: 'not built',
      prerendered: { file: 'sign-in.html', paths: ['/', '/login'], contentSecurityPolicy: pagePolicy },
    }),
  );
  return app;
}

const pagePolicy = "default-src 'self'; script-src 'self'; object-src 'none'";

const body = async (path: string, root?: string) => (await adminApp(root).request(path)).text();

describe('staticApp with a page the build drew', () => {
  it("answers it at its addresses, as the app's router matches them", async () => {
    for (const path of ['/admin/', '/admin/login', '/admin/login/', '/admin/LOGIN']) expect(await body(path), path).toContain('Admin Login');
  });

  it('lets its inline script run by its hash, and no other page any inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;
    const answer = await adminApp().request('/admin/login');
    expect(answer.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${hash}; object-src 'none'`);
    expect((await adminApp().request('/admin/dashboard')).headers.get('content-security-policy')).toBeNull();
  });

  it("answers the app's other addresses with index.html, and its files as they are", async () => {
    for (const path of ['/admin/dashboard', '/admin/leads/abc', '/admin/login/more']) expect(await body(path), path).toBe('<div id="root"></div>');
    expect(await body('/admin/assets/app-1234.js')).toBe('export {};');
  });

  it('answers index.html there too when the build made no such page (a development build)', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'fleet-admin-dist-'));
    writeFileSync(join(bare, 'index.html'), '<div id="root"></div>');
    try {
      expect(await body('/admin/login', bare)).toBe('<div id="root"></div>');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
