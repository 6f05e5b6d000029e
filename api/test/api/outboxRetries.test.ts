import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

/** The outbox's retry settings (OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_SECONDS) against a mail server that refuses a mailbox. */

const refused = 'nobody@closed-mailbox.example';
let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => address === refused });
  server = await startTestServer({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales-inbox@example.com', OUTBOX_MAX_ATTEMPTS: '2', OUTBOX_RETRY_SECONDS: '1' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  wait: number;
}

const outboxTo = async (address: string) =>
  (
    await server.db.query<OutboxRow>(
      `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float as wait from outbox where to_address = $1`,
      [address],
    )
  )[0];

describe('an e-mail the mail server refuses', () => {
  it('is tried again after OUTBOX_RETRY_SECONDS and marked failed after OUTBOX_MAX_ATTEMPTS, while other mail goes on', async () => {
    const { response } = await server.api.POST('/functions/v1/send-demo-request', {
      body: { firstName: 'Nora', lastName: 'Nobody', email: refused, company: 'Closed Mailbox Ltd', fleetSize: '11-50', industry: 'Delivery' },
    });
    expect(response.status).toBe(200);
    await smtp.waitFor((mail) => mail.to.includes('sales-inbox@example.com') && mail.text.includes('Closed Mailbox Ltd'));

    await expect.poll(() => outboxTo(refused), { timeout: 10_000, interval: 50 }).toMatchObject({ status: 'pending', attempts: 1 });
    const first = await outboxTo(refused);
    expect(first?.last_error).toMatch(/550 5\.1\.1 <nobody@closed-mailbox\.example>: Recipient address rejected: no such mailbox/);
    // The first wait is the configured second, not the default 30.
    expect(first?.wait).toBeLessThanOrEqual(1);

    await expect.poll(() => outboxTo(refused), { timeout: 20_000, interval: 100 }).toMatchObject({ status: 'failed', attempts: 2 });
    expect(smtp.received.some((mail) => mail.to.includes(refused))).toBe(false);
  });
});
