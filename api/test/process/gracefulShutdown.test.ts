import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { testBackend } from '../harness/testDatabase.ts';
import { processAnonKey } from './anonFetch.ts';
import { connectionRefused, jsonPost, plainGet, type RawAnswer, rawRequest } from './rawHttp.ts';
import { report } from './report.ts';
import { killAllServers, spawnServer } from './spawnServer.ts';
import { type TemplateStore, templateStore } from './templateStore.ts';

/**
 * SIGTERM as an orchestrator sends it during a deploy, to the real server (`node src/main.ts`) on the backend under
 * test, with requests on the wire: /readyz says 503 at once, connections are still served through the drain, then
 * refused; a lead post whose body is still arriving is answered whole, the outbox stops between two e-mails, and after
 * a restart every e-mail of every lead has gone out exactly once.
 */

const drainMs = 2_000;
const domain = 'shutdown.example';
/**
 * A backlog waiting in the outbox when the server starts, which it claims as one batch (ten at a time) and the mail
 * server accepts slowly: the batch lasts well past the drain, so the outbox is told to stop in the middle of it.
 */
const backlog = 10;
const smtpDelayMs = 1_000;

let store: TemplateStore | undefined;
let smtp: TestSmtpServer | undefined;
afterAll(async () => {
  await killAllServers();
  await smtp?.stop();
  await store?.cleanup();
}, 60_000);

const lead = (name: string, company = 'Rolling Deploy Freight') => ({
  firstName: 'Grace',
  lastName: 'Shutdown',
  email: `${name}@${domain}`,
  company,
  requirements: `Marker ${name}`,
});

const json = (answer: RawAnswer) => JSON.parse(answer.body) as { success?: boolean };
const mailsAbout = (received: ReceivedMail[], email: string) => received.filter((mail) => mail.text.includes(email)).length;

describe('SIGTERM with requests in flight', () => {
  it('drains, finishes what is under way, stops the outbox between e-mails, and loses or repeats nothing after a restart', { timeout: 150_000 }, async () => {
    store = await templateStore('shutdown');
    const queued = Array.from({ length: backlog }, (_, i) => lead(`queued-${i}`));
    await store.read(async (db) => {
      for (const { email, company } of queued) {
        const [row] = await db.query<{ id: string }>(
          `insert into leads (kind, email, payload, client_ip) values ('contact', $1, $2, '127.0.0.1') returning id`,
          [email, JSON.stringify({ email, company })],
        );
        await db.query(`insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body) values ($1, $2, $3, $4, $4, $4)`, [
          row!.id,
          `sales@${domain}`,
          email,
          `New contact message from ${email}`,
        ]);
      }
    });
    smtp = await startSmtpServer();
    smtp.slowDown(smtpDelayMs);
    const env = {
      ...store.env,
      SMTP_URL: smtp.url,
      SALES_EMAIL: `sales@${domain}`,
      SHUTDOWN_DRAIN_SECONDS: String(drainMs / 1000),
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    };
    const first = spawnServer(store.dataDir, env);
    const url = await first.waitUntilServing();
    const port = Number(new URL(url).port);

    // A keep-alive connection at rest, as a load balancer's pool holds them.
    const idle = await rawRequest(port, plainGet('/healthz'));
    expect((await idle.answer).status).toBe(200);
    let idleClosedAt: number | undefined;
    void idle.closed.then(() => (idleClosedAt = Date.now()));

    // Two lead posts whose bodies are still arriving when the signal comes: their last bytes are held back.
    const demo = await rawRequest(port, ...jsonPost('/functions/v1/send-demo-request', processAnonKey, lead('in-flight-demo'), 20));
    const contact = await rawRequest(port, ...jsonPost('/functions/v1/send-contact-email', processAnonKey, lead('in-flight-contact'), 20));
    await sleep(200);

    const signalledAt = Date.now();
    const exiting = first.kill('SIGTERM');
    const since = () => Date.now() - signalledAt;

    // At once: not ready, while new connections are still served, each answer closing its connection.
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 1_000, interval: 50 }).toBe(503);
    const notReadyAfterMs = since();
    const health = await rawRequest(port, plainGet('/healthz'));
    expect((await health.answer).status).toBe(200);
    expect((await health.answer).headers.connection).toBe('close');
    await health.closed;

    // The demo request's body completes during the drain: answered whole, then its connection closes.
    demo.finish();
    const demoAnswer = await demo.answer;
    expect(demoAnswer.status, demoAnswer.body).toBe(200);
    expect(json(demoAnswer).success).toBe(true);
    expect(demoAnswer.headers.connection).toBe('close');
    await demo.closed;
    expect(since(), 'the demo request was answered during the drain').toBeLessThan(drainMs);

    // After the drain a new connection is refused, and the keep-alive one at rest is closed.
    await expect.poll(() => connectionRefused(port), { timeout: drainMs + 5_000, interval: 50 }).toBe(true);
    const refusedAfterMs = since();
    expect(refusedAfterMs).toBeGreaterThanOrEqual(drainMs - 100);
    await idle.closed;
    expect(idleClosedAt! - signalledAt).toBeGreaterThanOrEqual(drainMs - 100);

    // The contact post, still waiting for its last bytes on an open connection, is answered whole.
    contact.finish();
    const contactAnswer = await contact.answer;
    expect(contactAnswer.status, contactAnswer.body).toBe(200);
    expect(json(contactAnswer).success).toBe(true);

    expect(await exiting).toEqual({ code: 0, signal: null });
    const stoppedAfterMs = since();
    const logged = first.stdout();
    expect(logged).toContain('[shutdown] New connections are refused');
    expect(logged).toContain('Stopped in');
    const handedBack = /"emails":(\d+),"msg":"\[mail\] stopping/.exec(logged)?.[1];
    const sentBeforeStop = smtp.received.length;
    report(
      `[shutdown] ${testBackend()}: /readyz 503 after ${notReadyAfterMs} ms, connections refused after ${refusedAfterMs} ms, exit 0 after ${stoppedAfterMs} ms; ` +
        `${sentBeforeStop} e-mails sent before the stop, ${handedBack ?? 0} claimed ones handed back to the next start`,
    );
    expect(Number(handedBack), 'the outbox stopped in the middle of a batch').toBeGreaterThan(0);

    // The restart sends what the first server left, each e-mail once.
    smtp.slowDown(0);
    const second = spawnServer(store.dataDir, { ...env, SHUTDOWN_DRAIN_SECONDS: '0' });
    await second.waitUntilServing();
    const leads = [...queued, lead('in-flight-demo'), lead('in-flight-contact')];
    const expectedMails = backlog + 2 + 1;
    await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(expectedMails);
    // Time for a second copy of anything to arrive, were one sent.
    await sleep(1_000);
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    expect(smtp.received.length).toBe(expectedMails);
    for (const { email } of leads) {
      expect(mailsAbout(smtp.received, email), email).toBe(email.startsWith('in-flight-demo') ? 2 : 1);
    }
    const stored = await store.read((db) =>
      db.query<{ email: string; leads: number; mails: number; sent: number; attempts: number }>(
        `select l.email, count(distinct l.id)::int as leads, count(o.id)::int as mails,
                count(o.id) filter (where o.status = 'sent')::int as sent, max(o.attempts)::int as attempts
         from leads l left join outbox o on o.lead_id = l.id where l.email like $1 group by l.email order by l.email`,
        [`%@${domain}`],
      ),
    );
    expect(stored).toHaveLength(leads.length);
    for (const row of stored) {
      const mails = row.email.startsWith('in-flight-demo') ? 2 : 1;
      // One lead each, all its e-mails sent, and none counted as tried twice: the handed-back ones were not tried.
      expect(row, row.email).toEqual({ email: row.email, leads: 1, mails, sent: mails, attempts: 1 });
    }
  });
});
