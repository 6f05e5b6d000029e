import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackup } from '../../src/db/backup/backupArchive.ts';
import { postgresBin } from '../harness/privatePostgres.ts';
import { testBackend } from '../harness/testDatabase.ts';
import { anonFetch } from './anonFetch.ts';
import { readDataDir } from './readDataDir.ts';
import { report } from './report.ts';
import { runCli, runProgram } from './runCli.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';
import { callApi, enrolTwoStep, listedData, signIn } from './staff.ts';
import { type TemplateStore, templateStore } from './templateStore.ts';

/**
 * Backups as docs/operations.md tells an operator to take them, and restores into a new place, checked by starting the real
 * server there and reading what the admin shows: the embedded database with npm run db:backup and db:restore, and
 * PostgreSQL with pg_dump and pg_restore.
 */

const domain = 'backup.example';
const work = mkdtempSync(join(tmpdir(), 'fleet-backup-'));
let store: TemplateStore | undefined;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await killAllServers();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  await store?.cleanup();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

const postLead = async (url: string, name: string) => {
  const response = await anonFetch(`${url}/functions/v1/send-contact-email`, {
    firstName: 'Bea',
    lastName: 'Backup',
    email: `${name}@${domain}`,
    company: 'Tape Rotation Ltd',
  });
  expect(response.status).toBe(200);
};

/** The site's address the servers are started with: a page view counts for its pages only. */
const publicUrl = 'http://localhost:8080';

/** A page view from a visitor's browser: the server makes the day's analytics salt for it. */
const viewPage = async (url: string) => {
  const response = await fetch(`${url}/functions/v1/collect`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    body: JSON.stringify({ url: `${publicUrl}/pricing` }),
  });
  expect(response.status).toBe(204);
};

/** The analytics' daily salts a stopped folder holds. */
const saltsIn = (dataDir: string) =>
  readDataDir(dataDir, async (db) => (await db.query<{ salt: Uint8Array }>('select salt from analytics_salts')).map((row) => Buffer.from(row.salt)));

/** Whether a backup file holds any of `salts`, anywhere in its data folder's bytes (a table, the write-ahead log). */
const holdsAny = async (file: string, salts: Buffer[]) => {
  const { pgdata } = await readBackup(readFileSync(file));
  return salts.some((salt) => Buffer.from(pgdata).includes(salt));
};

const permissions = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0');

/**
 * A team, a demo link and leads, made through the API; returns the super admin's session, and their second factor, set up
 * on the way (the session from before it stays good, so the backup's last used code is the one that confirmed it).
 */
async function makeData(url: string): Promise<{ token: string; totpSecret: string }> {
  const token = await signIn(url);
  const totpSecret = await enrolTwoStep(url, token);
  const manager = { email: `pat@${domain}`, name: 'Pat Backup', role: 'manager', password: 'Backup-Secret-42!' };
  expect((await callApi(url, '/functions/v1/create-sales-manager', { token, body: manager })).status).toBe(200);
  expect((await callApi(url, '/functions/v1/generate-demo-url', { token, body: { clientEmail: `client@${domain}` } })).status).toBe(200);
  await postLead(url, 'before-backup');
  const demo = await anonFetch(`${url}/functions/v1/send-demo-request`, {
    firstName: 'Dee',
    lastName: 'Backup',
    email: `demo@${domain}`,
    company: 'Offsite Copies',
  });
  expect(demo.status).toBe(200);
  return { token, totpSecret };
}

describe.skipIf(testBackend() !== 'pglite')('npm run db:backup and db:restore (the embedded database)', () => {
  it('backs up a running server and a stopped folder, restores into a fresh folder, and the server started there shows it all', {
    timeout: 240_000,
  }, async () => {
    store = await templateStore('backup-source');
    const cli = (name: string, args: string[], dataDir: string) => runCli(name, args, { cwd: work, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const source = spawnServer(store.dataDir, { PUBLIC_URL: publicUrl });
    const url = await source.waitUntilServing();
    const { token, totpSecret } = await makeData(url);
    await viewPage(url);
    const before = await listedData(url, token);

    const online = join(work, 'online.backup.tar.gz');
    const backedUp = await cli('backupDatabase', [online], store.dataDir);
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    expect(backedUp.stdout).toContain(`taken by the server (pid ${source.pid}) running on it`);
    expect(backedUp.stdout).toMatch(/holds 2 leads, 2 staff accounts, 2 demo links, \d+ posts/);
    report(`[backup] ${backedUp.stdout.split('\n').slice(0, 3).join(' / ')}`);
    expect((await cli('backupDatabase', [online], store.dataDir)).stderr).toContain('exists already: choose another name, or add --force');

    const underServer = await cli('restoreDatabase', [online, '--force'], store.dataDir);
    expect(underServer.code).toBe(1);
    expect(underServer.stderr).toContain(`The server (pid ${source.pid}) is running on ${store.dataDir}: stop it first`);
    await postLead(url, 'after-backup');
    expect(await source.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const stopped = join(work, 'stopped.backup.tar.gz');
    const offline = await cli('backupDatabase', [stopped], store.dataDir);
    expect(offline, offline.stderr).toMatchObject({ code: 0 });
    expect(offline.stdout).toContain('taken from the stopped folder');
    expect(offline.stdout).toMatch(/holds 3 leads/);
    // Readable by their owner only, written whole (no partial file left), and without the day's analytics salt.
    expect([permissions(online), permissions(stopped)]).toEqual(['0600', '0600']);
    expect(readdirSync(work).filter((name) => name.includes('.partial'))).toEqual([]);
    const salts = await saltsIn(store.dataDir);
    expect(salts).toHaveLength(1);
    expect(await holdsAny(online, salts)).toBe(false);
    expect(await holdsAny(stopped, salts)).toBe(false);
    expect(offline.stdout).toContain("Nor the analytics' daily salt");

    // A fresh folder: without the key of the two-step secrets, which is not in the backup, the restore is refused.
    const fresh = join(work, 'fresh');
    const withoutKey = await cli('restoreDatabase', [online], fresh);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toContain('1 staff accounts in the backup use two-step verification, and their secrets do not open with any key here');
    expect(readdirSync(fresh)).toEqual([]);
    copyFileSync(join(store.dataDir, 'mfa-encryption.key'), join(fresh, 'mfa-encryption.key'));
    const restored = await cli('restoreDatabase', [online], fresh);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(permissions(fresh)).toBe('0700');
    expect(restored.stdout).toMatch(/holds 2 leads, 2 staff accounts, 2 demo links, \d+ posts/);

    const again = await cli('restoreDatabase', [stopped], fresh);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${fresh} already holds a database (${join(fresh, 'pgdata')}): add --force to replace it`);
    // Replaced on purpose with the later backup: what was there is moved aside, never deleted.
    const replaced = await cli('restoreDatabase', [stopped, '--force'], fresh);
    expect(replaced, replaced.stderr).toMatchObject({ code: 0 });
    expect(replaced.stdout).toMatch(/holds 3 leads[\s\S]*The database that was there is now/);
    expect(readdirSync(fresh).filter((name) => name.startsWith('pgdata.before-restore-'))).toHaveLength(1);

    const restoredServer = spawnServer(fresh, { PUBLIC_URL: publicUrl });
    const restoredUrl = await restoredServer.waitUntilServing();
    const after = await listedData(restoredUrl, await signIn(restoredUrl, undefined, totpSecret));
    expect(after).toEqual({ ...before, leads: [`after-backup@${domain}`, ...before.leads] });
    await viewPage(restoredUrl);
    expect(before.leads).toEqual([`before-backup@${domain}`, `demo@${domain}`]);
    expect(before.managers).toContain(`pat@${domain}`);
    expect(before.demoLinks).toEqual([`client@${domain}`, `demo@${domain}`]);
    expect(before.posts).toBeGreaterThan(0);
    expect(await restoredServer.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    // The restored server counts the day's views under a salt of its own.
    const restoredSalts = await saltsIn(fresh);
    expect(restoredSalts).toHaveLength(1);
    expect(restoredSalts[0]!.equals(salts[0]!)).toBe(false);
  });
});

describe.skipIf(testBackend() !== 'postgres')('pg_dump and pg_restore (PostgreSQL), as docs/operations.md says', () => {
  it('restores a dump taken while the server runs into a new database, and the server started on it shows it all', { timeout: 180_000 }, async () => {
    store = await templateStore('backup-source');
    const bin = postgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): apt-get install postgresql');
    const source = spawnServer(store.dataDir, store.env);
    const url = await source.waitUntilServing();
    const { token, totpSecret } = await makeData(url);
    const before = await listedData(url, token);

    const refused = await runCli('backupDatabase', [join(work, 'x.tar.gz')], { cwd: work, env: store.env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('DATABASE_URL is set: back up PostgreSQL with pg_dump');

    const dump = join(work, 'fleet.dump');
    await runProgram(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, store.env.DATABASE_URL!]);
    await postLead(url, 'after-backup');
    expect(await source.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const restoredUrl = new URL(store.env.DATABASE_URL!);
    restoredUrl.pathname = `/${restoredUrl.pathname.slice(1)}_restored`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${restoredUrl.pathname.slice(1)}`);
    } finally {
      await admin.end();
    }
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${restoredUrl.pathname.slice(1)} with (force)`).finally(() => client.end());
    });
    await runProgram(join(bin, 'pg_restore'), ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const restoredServer = spawnServer(store.dataDir, { ...store.env, DATABASE_URL: restoredUrl.toString() });
    const restoredApi = await restoredServer.waitUntilServing();
    const after = await listedData(restoredApi, await signIn(restoredApi, undefined, totpSecret));
    expect(after).toEqual(before);
    expect(after.leads).toEqual([`before-backup@${domain}`, `demo@${domain}`]);
    expect(existsSync(dump)).toBe(true);
    expect(await restoredServer.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
