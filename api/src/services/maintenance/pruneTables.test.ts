import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../../test/harness/testDatabase.ts';
import type { Database } from '../../db/Database.ts';
import { rollUpPageViews } from '../analytics/rollUpPageViews.ts';
import { pruneTables } from './pruneTables.ts';

let db: Database;

beforeAll(async () => {
  db = await cloneTemplate(inject('databaseTemplate'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const count = async (sql: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]?.n;

describe('pruneTables', () => {
  it('drops what has run its course and keeps what is still in force, and every lead and demo link', async () => {
    const [manager] = await db.query<{ id: string }>(
      `insert into managers (name, email, role, password_hash) values ('Pat Prune', 'pat.prune@example.com', 'manager', 'not-a-hash') returning id`,
    );
    const session = (name: string, expires: string, lastSeen: string) =>
      db.query(
        `insert into sessions (token_hash, manager_id, expires_at, last_seen_at) values (sha256(convert_to($1, 'UTF8')), $2, now() + $3::interval, now() + $4::interval)`,
        [name, manager?.id, expires, lastSeen],
      );
    await session('expired', '-1 minute', '-2 minutes');
    await session('idle', '+6 hours', '-31 minutes');
    await session('live', '+6 hours', '-5 minutes');

    const window = (key: string, started: string) =>
      db.query(`insert into rate_limits (key, window_start, count) values ($1, now() - $2::interval, 3)`, [key, started]);
    await window('form:203.0.113.7:600', '11 minutes');
    await window('form:203.0.113.7:86400', '11 minutes');
    await window('form:2001:db8::7:600', '20 minutes');
    await window('form:2001:db8::7:600', '5 minutes');

    const failure = (key: string, at: string) =>
      db.query(`insert into login_failures (key, failures, last_failure_at) values ($1, 6, now() - $2::interval)`, [key, at]);
    await failure('email:old@example.com', '61 minutes');
    await failure('email:recent@example.com', '10 minutes');

    const challenge = (name: string, expires: string) =>
      db.query(
        `insert into signin_challenges (token_hash, manager_id, password_checked, expires_at) values (sha256(convert_to($1, 'UTF8')), $2, true, now() + $3::interval)`,
        [name, manager?.id, expires],
      );
    await challenge('code never typed', '-1 minute');
    await challenge('code on its way', '+4 minutes');

    const [lead] = await db.query<{ id: string }>(
      `insert into leads (kind, email, payload, created_at) values ('contact', 'old.lead@example.com', '{}', now() - interval '2 years') returning id`,
    );
    const mail = (status: string, sentAgo: string | null, subject: string) =>
      db.query(
        `insert into outbox (lead_id, to_address, subject, text_body, html_body, status, sent_at, created_at)
         values ($1, 'sales@example.com', $2, 'text', '<p>html</p>', $3, now() - $4::interval, now() - interval '90 days')`,
        [lead?.id, subject, status, sentAgo],
      );
    await mail('sent', '31 days', 'sent long ago');
    await mail('sent', '2 days', 'sent lately');
    await mail('failed', null, 'failed long ago');
    await mail('pending', null, 'still pending');
    await db.query(`insert into demo_urls (token, client_email, expires_at) values ('old-demo-token', 'old@client.example', now() - interval '1 year')`);
    const view = (path: string, ago: string) =>
      db.query(
        `insert into page_views (viewed_at, visitor, path, device) values (now() - $2::interval, decode('00112233445566778899aabbccddeeff', 'hex'), $1, 'phone')`,
        [path, ago],
      );
    await view('/viewed-long-ago', '91 days');
    await view('/viewed-lately', '89 days');
    // A day that was never rolled up (the maintenance did not run for weeks): its views wait for their rollup.
    await view('/viewed-never-rolled-up', '95 days');
    expect(await rollUpPageViews(db)).toBe(91);
    const [hook] = await db.query<{ id: string }>(
      `insert into webhooks (url, events, secret_sealed, created_by_name, previous_secret_sealed, previous_secret_expires_at)
       values ('https://crm.example.com/in', '{lead.created}', 'sealed', 'Pat Prune', 'sealed before', now() - interval '1 minute') returning id`,
    );
    const [keptHook] = await db.query<{ id: string }>(
      `insert into webhooks (url, events, secret_sealed, created_by_name, previous_secret_sealed, previous_secret_expires_at)
       values ('https://crm.example.com/kept', '{lead.created}', 'sealed', 'Pat Prune', 'sealed before', now() + interval '1 hour') returning id`,
    );
    const delivery = (event: string, status: string, finishedAgo: string | null) =>
      db.query(
        `insert into webhook_deliveries (webhook_id, event_id, event_type, body, status, delivered_at, failed_at, created_at)
         values ($1, $2, 'lead.created', '{}', $3, case when $3 = 'delivered' then now() - $4::interval end,
           case when $3 = 'failed' then now() - $4::interval end, now() - interval '90 days')`,
        [hook?.id, event, status, finishedAgo],
      );
    await delivery('evt_delivered_long_ago', 'delivered', '31 days');
    await delivery('evt_delivered_lately', 'delivered', '29 days');
    await delivery('evt_failed_long_ago', 'failed', '31 days');
    await delivery('evt_failed_lately', 'failed', '29 days');
    await delivery('evt_still_pending', 'pending', null);
    const leadsBefore = await count('leads');
    const demoUrlsBefore = await count('demo_urls');

    const counts = await pruneTables(db);

    expect(counts).toEqual({
      sessions: 2,
      rateLimits: 2,
      loginFailures: 1,
      signInChallenges: 1,
      sentMail: 1,
      deliveredWebhooks: 1,
      failedWebhooks: 1,
      webhookSecretsRetired: 1,
      pageViews: 1,
    });
    // A failed delivery stays 30 days after it was given up on, for a super admin to send again.
    expect(await db.query(`select event_id from webhook_deliveries where webhook_id = $1 order by event_id`, [hook?.id])).toEqual([
      { event_id: 'evt_delivered_lately' },
      { event_id: 'evt_failed_lately' },
      { event_id: 'evt_still_pending' },
    ]);
    expect(await db.query(`select url, previous_secret_sealed from webhooks where id = any($1) order by url`, [[hook?.id, keptHook?.id]])).toEqual([
      { url: 'https://crm.example.com/in', previous_secret_sealed: null },
      { url: 'https://crm.example.com/kept', previous_secret_sealed: 'sealed before' },
    ]);
    const sessionsNamed = (names: string) => count(`sessions where token_hash in (${names.split(' ').map((name) => `sha256(convert_to('${name}', 'UTF8'))`)})`);
    expect(await sessionsNamed('expired idle live')).toBe(1);
    expect(await sessionsNamed('live')).toBe(1);
    expect(await db.query(`select key from rate_limits where key like 'form:%' order by key, window_start`)).toEqual([
      { key: 'form:2001:db8::7:600' },
      { key: 'form:203.0.113.7:86400' },
    ]);
    expect(await db.query(`select key from login_failures`)).toEqual([{ key: 'email:recent@example.com' }]);
    expect(await count(`signin_challenges where token_hash = sha256(convert_to('code on its way', 'UTF8'))`)).toBe(1);
    expect(await count('signin_challenges')).toBe(1);
    expect(await db.query(`select subject from outbox where lead_id = $1 order by subject`, [lead?.id])).toEqual([
      { subject: 'failed long ago' },
      { subject: 'sent lately' },
      { subject: 'still pending' },
    ]);
    expect(await db.query(`select path from page_views where path like '/viewed-%' order by path`)).toEqual([
      { path: '/viewed-lately' },
      { path: '/viewed-never-rolled-up' },
    ]);
    expect(await count('leads')).toBe(leadsBefore);
    expect(await count('demo_urls')).toBe(demoUrlsBefore);
  });

  it('has nothing to do when it runs again at once', async () => {
    expect(await pruneTables(db)).toEqual({
      sessions: 0,
      rateLimits: 0,
      loginFailures: 0,
      signInChallenges: 0,
      sentMail: 0,
      deliveredWebhooks: 0,
      failedWebhooks: 0,
      webhookSecretsRetired: 0,
      pageViews: 0,
    });
  });
});
