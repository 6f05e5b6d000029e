import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/Database.ts';
import { cloneTemplate } from '../harness/testDatabase.ts';

/**
 * 013_repeat_requests.sql on leads as the release before it left them: the column it adds taken away again, leads
 * written as that release's repeat requests wrote them (the first request's fields merged with the later one's, a
 * contact lead turned into a demo lead), then the file run as the upgrade runs it.
 */

const migration = readFileSync(new URL('../../src/db/migrations/013_repeat_requests.sql', import.meta.url), 'utf8');

let db: Database;
beforeAll(async () => {
  db = await cloneTemplate(inject('databaseTemplate'));
  await db.exec('alter table lead_requests drop column client_ip');
});
afterAll(async () => {
  await db?.close();
});

/** A lead with its requests as the old code kept them: `payload` and `kind` as the last request left them. */
async function oldLead(email: string, requests: { kind: string; fields: Record<string, string> }[], ip: string): Promise<string> {
  const merged = Object.assign({}, ...requests.map((request) => request.fields));
  const [lead] = await db.query<{ id: string }>(
    `insert into leads (kind, email, payload, client_ip, created_at, request_count) values ($1, $2, $3, $4, now() - interval '2 days', $5) returning id`,
    [requests.at(-1)!.kind, email, JSON.stringify(merged), ip, requests.length],
  );
  for (const [n, request] of requests.entries()) {
    await db.query(`insert into lead_requests (lead_id, at, kind, payload) values ($1, now() - interval '2 days' + $2 * interval '1 hour', $3, $4)`, [
      lead!.id,
      n,
      request.kind,
      JSON.stringify(request.fields),
    ]);
  }
  return lead!.id;
}

describe('013_repeat_requests.sql', () => {
  it('gives a rewritten lead back its first request’s fields and kind, and its first request the lead’s address', async () => {
    const first = { firstName: 'Pat', lastName: 'Early', email: 'pat.early@example.com', company: 'First Freight' };
    const forged = { firstName: 'Forged', lastName: 'Name', email: 'pat.early@example.com', company: 'Evil', fleetSize: '1-10' };
    const rewritten = await oldLead(
      first.email,
      [
        { kind: 'contact', fields: first },
        { kind: 'demo', fields: forged },
      ],
      '198.51.100.10',
    );
    const single = { firstName: 'Sol', lastName: 'Once', email: 'sol.once@example.com' };
    const untouched = await oldLead(single.email, [{ kind: 'contact', fields: single }], '198.51.100.11');

    await db.exec(migration);

    const leads = await db.query<{ id: string; kind: string; payload: Record<string, string>; request_count: number }>(
      'select id, kind, payload, request_count from leads where id = any($1::uuid[]) order by email',
      [[rewritten, untouched]],
    );
    expect(leads).toEqual([
      { id: rewritten, kind: 'contact', payload: first, request_count: 2 },
      { id: untouched, kind: 'contact', payload: single, request_count: 1 },
    ]);
    // The later request keeps what it said; only the first came from the lead's own address.
    const requests = await db.query<{ kind: string; payload: Record<string, string>; client_ip: string | null }>(
      'select kind, payload, client_ip from lead_requests where lead_id = $1 order by at, id',
      [rewritten],
    );
    expect(requests).toEqual([
      { kind: 'contact', payload: first, client_ip: '198.51.100.10' },
      { kind: 'demo', payload: forged, client_ip: null },
    ]);
    // The inbox's counts follow the kind back.
    const [counted] = await db.query<{ n: number }>(`select coalesce(sum(n), 0)::int as n from lead_counts where kind = 'demo'`);
    const [actual] = await db.query<{ n: number }>(`select count(*)::int as n from leads where kind = 'demo'`);
    expect(counted!.n).toBe(actual!.n);
  });
});
