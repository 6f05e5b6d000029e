import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anonFetch } from './anonFetch.ts';
import { killDuringInit } from './killDuringInit.ts';
import { pgliteOnly } from './pgliteOnly.ts';
import { report } from './report.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';
import { type TemplateStore, templateStore } from './templateStore.ts';

const folders: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fleet-datadir-'));
  folders.push(dir);
  return dir;
};
const stores: TemplateStore[] = [];
afterAll(async () => {
  await killAllServers();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  for (const store of stores) await store.cleanup();
});

const permissions = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

describe.skipIf(!pgliteOnly)('the embedded database folder', () => {
  it('refuses a second server on the same folder, and the first keeps serving', { timeout: 120_000 }, async () => {
    const dataDir = freshDataDir();
    const first = spawnServer(dataDir);
    const url = await first.waitUntilServing();

    const second = spawnServer(dataDir);
    const refused = await second.exited;
    expect(refused.code).toBe(2);
    expect(second.stderr()).toContain('already in use');
    expect(second.stdout()).not.toContain('Serving');
    report(`[dataDir] second server: exit ${refused.code}, "${second.stderr().trim()}"`);

    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.pid));
    expect((await anonFetch(`${url}/functions/v1/fleet-stats`)).status).toBe(200);
    expect(await first.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });

  it('survives kill -9 during the first initialisation: the next start builds a whole store', { timeout: 180_000 }, async () => {
    const dataDir = freshDataDir();
    const leftovers: string[] = [];
    for (const stage of ['booting', 'writingCluster', 'migratingAndSeeding'] as const) {
      leftovers.push(await killDuringInit(dataDir, stage));
      expect(existsSync(join(dataDir, 'pgdata')), `a store after kill -9 at "${stage}"`).toBe(false);
    }
    // Each start clears the half-made stores of earlier crashed starts: only the last one is left.
    expect(readdirSync(dataDir).sort()).toEqual([leftovers.at(-1), 'server.lock'].sort());

    const server = spawnServer(dataDir);
    const url = await server.waitUntilServing();
    // The first start says what it is doing while it builds the store, instead of a minute of silence.
    for (const step of ['Creating the embedded database in', 'Applying migration 001_initial.sql', 'Seeding the catalogue', 'Database ready in']) {
      expect(server.stdout()).toContain(step);
    }
    const stats = (await (await anonFetch(`${url}/functions/v1/fleet-stats`)).json()) as { users: number; dashcams: number };
    expect(stats.users).toBeGreaterThan(0);
    expect(stats.dashcams).toBeGreaterThan(0);
    const posts = await anonFetch(`${url}/wp-json/wp/v2/posts?per_page=6&_embed=1`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as unknown[]).length).toBe(6);
    expect(Number(posts.headers.get('x-wp-total'))).toBeGreaterThan(6);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    report(`[dataDir] after three kills during initialisation and a start: ${readdirSync(dataDir).sort().join(', ')}`);
    // The store, and the key the embedded database keeps for two-step secrets when none is configured.
    expect(readdirSync(dataDir).sort()).toEqual(['mfa-encryption.key', 'pgdata']);
  });

  it('keeps the folder, and the backup socket in it, to its owner: one open to others is narrowed to 0700 and said so', { timeout: 120_000 }, async () => {
    const store = await templateStore('datadir-mode');
    stores.push(store);
    // As `mkdir` leaves it under the usual umask: others may list and read it.
    expect(permissions(store.dataDir)).toBe('0755');
    const server = spawnServer(store.dataDir);
    await server.waitUntilServing();
    expect(permissions(store.dataDir)).toBe('0700');
    expect(server.stdout()).toContain(`${store.dataDir} was open to other users (mode 0755); it is now 0700, readable by this user only`);
    const socket = join(store.dataDir, 'control.sock');
    expect(statSync(socket).isSocket()).toBe(true);
    expect(permissions(socket)).toBe('0600');
    report(`[dataDir] ${store.dataDir}: ${permissions(store.dataDir)}, control.sock ${permissions(socket)}`);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
