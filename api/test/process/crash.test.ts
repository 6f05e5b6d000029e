import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { anonFetch } from './anonFetch.ts';
import { pgliteOnly } from './pgliteOnly.ts';
import { readDataDir } from './readDataDir.ts';
import { report } from './report.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';
import { startLeadLoad } from './startLeadLoad.ts';

let dataDir: string | undefined;
afterAll(async () => {
  await killAllServers();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!pgliteOnly)('kill -9 under load', () => {
  it('loses no acknowledged submission, and the restarted server takes over the stale lock', { timeout: 180_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fleet-crash-'));
    const first = spawnServer(dataDir);
    const url = await first.waitUntilServing();

    const load = startLeadLoad(url, 8);
    const loadStart = Date.now();
    while (Date.now() - loadStart < 1_500 || load.acknowledged.size < 20) {
      if (Date.now() - loadStart > 30_000) throw new Error(`only ${load.acknowledged.size} acknowledged in 30 s`);
      await sleep(20);
    }
    const inFlight = load.inFlight();
    const killing = first.kill('SIGKILL');
    const stopping = load.stop();
    const killed = await killing;
    const { sent, refused, failed } = await stopping;
    const acknowledged = [...load.acknowledged];
    report(
      `[crash] after ${Date.now() - loadStart} ms: ${acknowledged.length} acknowledged, ${inFlight} in flight at kill -9, ${failed} cut off, ${refused} refused, ${sent} sent`,
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(inFlight).toBeGreaterThan(0);
    expect(refused).toBe(0);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.pid));

    const second = spawnServer(dataDir);
    const secondUrl = await second.waitUntilServing();
    const after = await anonFetch(`${secondUrl}/functions/v1/send-contact-email`, {
      firstName: 'After',
      lastName: 'Restart',
      email: 'after-restart@crash.example',
    });
    expect(after.status).toBe(200);
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const stored = await readDataDir(dataDir, (db) =>
      db.query<{ email: string; mails: number }>(
        `select l.email, count(o.id)::int as mails from leads l left join outbox o on o.lead_id = l.id
         where l.email like '%@crash.example' group by l.id, l.email`,
      ),
    );
    const mailsByEmail = new Map(stored.map((row) => [row.email, row.mails]));
    report(`[crash] stored: ${stored.length} leads (${stored.length - acknowledged.length - 1} committed but never acknowledged)`);
    expect(
      acknowledged.filter((email) => !mailsByEmail.has(email)),
      'acknowledged leads missing after kill -9',
    ).toEqual([]);
    expect(
      acknowledged.filter((email) => mailsByEmail.get(email) !== 1),
      'acknowledged leads without their e-mail',
    ).toEqual([]);
    expect(
      stored.filter((row) => row.mails !== 1),
      'leads committed without their e-mail',
    ).toEqual([]);
    expect(mailsByEmail.get('after-restart@crash.example')).toBe(1);
  });
});
