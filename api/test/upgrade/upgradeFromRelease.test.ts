import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { appliedMigrations } from '../../src/db/backup/backupArchive.ts';
import type { Queryable } from '../../src/db/Database.ts';
import { migrate, migrationNames } from '../../src/db/migrate.ts';
import { pgliteOptions, wrapPglite } from '../../src/db/openPglite.ts';
import { openPostgres } from '../../src/db/openPostgres.ts';
import { seedIfEmpty } from '../../src/db/seed/seedIfEmpty.ts';
import { cloneTemplate, createDatabaseFromTemplate, type ServerDatabase, testBackend } from '../harness/testDatabase.ts';
import { report } from '../process/report.ts';
import { killAllServers, spawnServer } from '../process/spawnServer.ts';
import { callApi, signIn } from '../process/staff.ts';
import { release, releaseData, releaseDump } from './release.ts';
import { schemaListing } from './schemaListing.ts';

/**
 * A database made by an earlier release (fixtures/README.md) brought up to this one, as an operator's upgrade does:
 * on the embedded database by this release's migrations, and on PostgreSQL by two instances of this release starting
 * on it at the same moment. Its data must survive, each migration must run once, and the schema must end up exactly a
 * fresh database's.
 */

const releaseSql = readFileSync(releaseDump, 'utf8');
const added = migrationNames().filter((name) => !release.migrations.includes(name));
const nilOwner = '00000000-0000-0000-0000-000000000000';

/** What the release's users left must be there, and the new migrations' backfills must have reached it. */
async function expectReleaseData(db: Queryable): Promise<void> {
  expect(await db.query('select email, role, status from managers order by email')).toEqual([
    { email: releaseData.admin.email, role: 'super', status: 'active' },
    { email: releaseData.manager.email, role: 'manager', status: 'active' },
  ]);
  expect(await db.query('select client_email, revoked_at is not null as revoked from demo_urls order by client_email')).toEqual([
    { client_email: releaseData.revokedLink, revoked: true },
    { client_email: releaseData.demo.email, revoked: false },
  ]);
  expect(
    await db.query(
      `select l.kind, l.email, l.status, l.payload ->> 'company' as company, d.client_email as demo_link, l.search_text like '%' || lower(l.payload ->> 'company') || '%' as searchable
       from leads l left join demo_urls d on d.id = l.demo_url_id order by l.email`,
    ),
  ).toEqual([
    { kind: 'contact', email: releaseData.contact.email, status: 'new', company: releaseData.contact.company, demo_link: null, searchable: true },
    // 008 links a demo request made before it to the link it issued.
    { kind: 'demo', email: releaseData.demo.email, status: 'new', company: releaseData.demo.company, demo_link: releaseData.demo.email, searchable: true },
  ]);
  expect(await db.query('select kind, status, owner_key, n::int from lead_counts order by kind')).toEqual([
    { kind: 'contact', status: 'new', owner_key: nilOwner, n: 1 },
    { kind: 'demo', status: 'new', owner_key: nilOwner, n: 1 },
  ]);
  // Waiting since the release (it had no SMTP_URL), each now with its place in the queue (009).
  expect(await db.query(`select count(*)::int as n from outbox where status = 'pending' and queued_seq is not null`)).toEqual([{ n: 3 }]);
  expect(
    await db.query(`select (select count(*)::int from wp_posts) as posts, (select count(*) > 0 from wp_categories) as categories,
                           (select count(*)::int from wp_post_categories) > 0 as filed`),
  ).toEqual([{ posts: 44, categories: true, filed: true }]);
  expect(await db.query('select two_step_required from security_settings')).toEqual([{ two_step_required: false }]);
}

describe.skipIf(testBackend() !== 'pglite')(`upgrading the embedded database of ${release.name}`, () => {
  it('applies the new migrations once, keeps the data, and ends with a fresh database’s schema', { timeout: 120_000 }, async () => {
    const db = wrapPglite(await PGlite.create(pgliteOptions));
    const fresh = await cloneTemplate(inject('databaseTemplate'));
    try {
      await db.exec(releaseSql);
      // The dump empties the session's search_path (and sets more) for its own statements; a new session would not have them.
      await db.exec('reset all');
      expect(await appliedMigrations(db)).toEqual(release.migrations);
      const started = performance.now();
      // What a server's start does (openDatabase): migrate, then seed only a database that is empty.
      expect(await migrate(db)).toEqual(added);
      expect(await seedIfEmpty(db)).toBe(false);
      report(`[upgrade] pglite: ${added.join(', ')} applied to ${release.name} in ${Math.round(performance.now() - started)} ms`);
      expect(await migrate(db), 'a second start').toEqual([]);
      expect(await appliedMigrations(db)).toEqual(migrationNames());
      await expectReleaseData(db);
      expect(await schemaListing(db)).toEqual(await schemaListing(fresh));
    } finally {
      await db.close();
      await fresh.close();
    }
  });
});

let database: ServerDatabase | undefined;
let template: ServerDatabase | undefined;
afterAll(async () => {
  await killAllServers();
  await database?.drop();
  await template?.drop();
}, 60_000);

/** A new, empty database on the test server, dropped after the run. */
async function emptyDatabase(): Promise<ServerDatabase> {
  const name = `fleet_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

describe.skipIf(testBackend() !== 'postgres')(`upgrading a PostgreSQL database of ${release.name}`, () => {
  it('two instances starting on it at once apply each new migration once between them, and both serve it', { timeout: 150_000 }, async () => {
    database = await emptyDatabase();
    const loader = new pg.Client({ connectionString: database.url });
    await loader.connect();
    await loader.query(releaseSql).finally(() => loader.end());

    const upgradeStarted = new Date();
    const env = { DATABASE_URL: database.url, MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
    const servers = ['a', 'b'].map((name) => spawnServer(`/nonexistent-data-dir-${name}`, env));
    const urls = await Promise.all(servers.map((server) => server.waitUntilServing(90_000)));

    const appliedBy = servers.map((server) => [...server.stdout().matchAll(/"migration":"([^"]+)"/g)].map((match) => match[1]!));
    report(`[upgrade] postgres: instance A applied ${appliedBy[0]!.join(', ') || 'nothing'}; instance B ${appliedBy[1]!.join(', ') || 'nothing'}`);
    expect(appliedBy.flat().sort()).toEqual(added);

    const db = await openPostgres(database.url, 1);
    try {
      const rows = await db.query<{ name: string; before: boolean }>('select name, applied_at < $1 as before from schema_migrations order by name', [
        upgradeStarted,
      ]);
      expect(rows).toEqual(migrationNames().map((name) => ({ name, before: release.migrations.includes(name) })));
      await expectReleaseData(db);
      template = await createDatabaseFromTemplate(inject('databaseTemplate'));
      const fresh = await openPostgres(template.url, 1);
      try {
        expect(await schemaListing(db)).toEqual(await schemaListing(fresh));
      } finally {
        await fresh.close();
      }
    } finally {
      await db.close();
    }

    // Both serve the upgraded database: the release's super admin signs in with the password set back then.
    for (const url of urls) {
      const token = await signIn(url, releaseData.admin);
      const leads = await callApi<{ leads: Array<{ email: string }> }>(url, '/functions/v1/leads', { token });
      expect(leads.data.leads.map((lead) => lead.email).sort()).toEqual([releaseData.contact.email, releaseData.demo.email]);
    }
    for (const server of servers) expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
