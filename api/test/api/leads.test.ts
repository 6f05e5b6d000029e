import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomInRateWindow } from '../harness/roomInRateWindow.ts';
import { startSmtpServer, type TestSmtpServer } from '../harness/startSmtpServer.ts';
import { anonKey, startTestServer, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales-inbox@example.com' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const contact = {
  firstName: 'Avery',
  lastName: 'Lee',
  email: 'avery@haulers.example',
  company: 'Haulers & Co <b>',
  position: 'Fleet manager',
  phone: '+1 (555) 010-2000',
  requirements: 'We run 40 trucks.\nNeed live view.',
  salesEmail: 'someone-else@attacker.example',
};

const demo = {
  firstName: 'Robin',
  lastName: 'Park',
  email: 'robin@mining.example',
  company: 'Pit Mining',
  fleetSize: '51-200' as const,
  industry: 'Mining' as const,
};

const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(sql, params))[0]?.n;

describe('send-contact-email', () => {
  it('stores the lead and delivers the e-mail to the configured sales inbox only', async () => {
    const { data, response } = await server.api.POST('/functions/v1/send-contact-email', { body: contact });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true, message: 'Thank you for your message. We will get back to you within 24 hours.' });
    expect(await count(`select count(*)::int as n from leads where kind = 'contact' and email = $1`, [contact.email])).toBe(1);
    const mail = await smtp.waitFor((m) => m.text.includes('Avery Lee'));
    expect(mail.to).toEqual(['sales-inbox@example.com']);
    expect(mail.text).toMatch(/Reply-To: avery@haulers\.example/i);
    expect(mail.text).toContain('Haulers &amp; Co &lt;b&gt;');
    expect(smtp.received.some((m) => m.to.includes('someone-else@attacker.example'))).toBe(false);
    await expect.poll(() => count(`select count(*)::int as n from outbox where status = 'sent'`)).toBeGreaterThan(0);
  });

  it('names the field at fault with the form’s own messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...contact, firstName: '' }, 'body.firstName', 'First name is required'],
      [{ ...contact, lastName: '  ' }, 'body.lastName', 'Last name is required'],
      [{ ...contact, email: undefined }, 'body.email', 'Please enter a valid email address'],
      [{ ...contact, email: 'avery@' }, 'body.email', 'Please enter a valid email address'],
      [{ ...contact, nickname: 'x' }, 'body.nickname', 'body.nickname is not an allowed field'],
      [{ ...contact, requirements: 'x'.repeat(5001) }, 'body.requirements', 'body.requirements must NOT have more than 5000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const { error, response } = await server.api.POST('/functions/v1/send-contact-email', { body: body as typeof contact });
      expect(response.status).toBe(400);
      expect(error).toEqual({ error: message, code: 'invalid_request', field });
    }
  });

  it('answers a filled honeypot as success and keeps nothing', async () => {
    const before = await count('select count(*)::int as n from leads');
    const { data } = await server.api.POST('/functions/v1/send-contact-email', { body: { ...contact, website: 'http://spam.example' } });
    expect(data?.success).toBe(true);
    expect(await count('select count(*)::int as n from leads')).toBe(before);
  });

  it('keeps retrying when the mail server refuses, and delivers in the end', async () => {
    smtp.failNext(1);
    await server.api.POST('/functions/v1/send-contact-email', { body: { ...contact, firstName: 'Retry' } });
    await expect
      .poll(() =>
        count(`select count(*)::int as n from outbox where subject like '%Retry%' and attempts = 1 and status = 'pending' and last_error is not null`),
      )
      .toBe(1);
    // The backoff is 30 s; bring the retry forward instead of waiting.
    await server.db.query(`update outbox set next_attempt_at = now() where subject like '%Retry%'`);
    await server.api.POST('/functions/v1/send-contact-email', { body: { ...contact, firstName: 'Nudge' } });
    await smtp.waitFor((m) => m.text.includes('Retry Lee'));
  });
});

describe('send-demo-request', () => {
  it('issues a 7-day demo link, mails it to the requester and tells sales', async () => {
    const { data } = await server.api.POST('/functions/v1/send-demo-request', { body: demo });
    expect(data).toEqual({ success: true, message: 'Your demo access link has been sent to robin@mining.example.' });
    const [link] = await server.db.query<{ token: string; days: number }>(
      `select token, round(extract(epoch from expires_at - now()) / 86400)::int as days from demo_urls where client_email = $1`,
      [demo.email],
    );
    expect(link?.days).toBe(7);
    const toRequester = await smtp.waitFor((m) => m.to.includes(demo.email));
    expect(toRequester.text).toContain(`/demo-access/${link!.token}`);
    const toSales = await smtp.waitFor((m) => m.to.includes('sales-inbox@example.com') && m.text.includes('Pit Mining'));
    expect(toSales.text).toContain('51-200');
  });

  it('writes to the requester in the language of the page the request was sent from, and keeps that language', async () => {
    const german = { ...demo, email: 'jonas@bergbau.example', firstName: 'Jonas', language: 'de' as const };
    await server.api.POST('/functions/v1/send-demo-request', { body: german });
    const [link] = await server.db.query<{ token: string; expires_at: Date }>('select token, expires_at from demo_urls where client_email = $1', [
      german.email,
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes(german.email));
    const until = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(link!.expires_at);
    expect(mail.text).toContain('Subject: Ihr Demo-Zugang');
    expect(mail.text.replaceAll('\r\n', '\n')).toContain(
      `Hallo Jonas,\n\nvielen Dank für Ihr Interesse. Hier ist Ihr Link zum Demo-Zugang:\n\nhttp://localhost:8080/demo-access/${link!.token}\n\n` +
        `Der Link ist bis zum ${until} gültig. Unser Team meldet sich innerhalb von 24 Stunden bei Ihnen.\n`,
    );
    const [lead] = await server.db.query<{ language: string }>(`select payload ->> 'language' as language from leads where email = $1`, [german.email]);
    expect(lead?.language).toBe('de');
    // The team's e-mail stays English.
    const toSales = await smtp.waitFor((m) => m.to.includes('sales-inbox@example.com') && m.text.includes('Jonas'));
    expect(toSales.text).not.toContain('Demo-Zugang');
  });

  it('refuses a language the site does not have', async () => {
    const { error, response } = await server.api.POST('/functions/v1/send-demo-request', { body: { ...demo, language: 'fr' as never } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: 'invalid_request', field: 'body.language' });
  });

  it('reuses the active link on a second request, which joins the first one’s lead', async () => {
    await server.api.POST('/functions/v1/send-demo-request', { body: demo });
    expect(await count('select count(*)::int as n from demo_urls where client_email = $1', [demo.email])).toBe(1);
    expect(await count(`select count(*)::int as n from leads where kind = 'demo' and email = $1`, [demo.email])).toBe(1);
    expect(await count(`select request_count as n from leads where email = $1`, [demo.email])).toBe(2);
  });

  it('sends the link to the address again on a repeat request, and leaves the lead’s own fields as they were', async () => {
    const first = { ...demo, email: 'sam@quarry.example', company: 'Quarry One' };
    await server.api.POST('/functions/v1/send-demo-request', { body: first });
    await server.api.POST('/functions/v1/send-demo-request', { body: { ...first, firstName: 'Forged', company: 'Evil', fleetSize: '1-10' as const } });
    const [link] = await server.db.query<{ token: string }>('select token from demo_urls where client_email = $1', [first.email]);
    // Both answers go to the address itself, with its one link.
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(first.email) && m.text.includes(`/demo-access/${link!.token}`)).length).toBe(2);
    const [lead] = await server.db.query<{ payload: Record<string, string>; request_count: number }>(
      'select payload, request_count from leads where email = $1',
      [first.email],
    );
    expect(lead).toEqual({ payload: { ...first }, request_count: 2 });
  });

  it('mails a plain mailbox only: an address with a display name, comment or list is refused, and nothing is sent', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from outbox');
    for (const email of ['x<victim@corp.example>', '"Victim" <victim@corp.example>', 'victim@corp.example (note)', 'a@b.example,victim@corp.example']) {
      const { error, response } = await server.api.POST('/functions/v1/send-demo-request', { body: { ...demo, email } });
      expect(response.status, email).toBe(400);
      expect(error).toMatchObject({ error: 'Please enter a valid email address', field: 'body.email' });
    }
    expect(await server.db.query<{ n: number }>('select count(*)::int as n from outbox')).toEqual(before);
  });

  it('requires the company', async () => {
    const { error } = await server.api.POST('/functions/v1/send-demo-request', { body: { ...demo, company: '' } });
    expect(error).toMatchObject({ error: 'Company name is required', field: 'body.company' });
  });
});

describe('public form limits', () => {
  it('limits each client address with 429 and Retry-After', async () => {
    await roomInRateWindow(600);
    const limited = await startTestServer({ FORM_RATE_LIMIT: '2/600' });
    try {
      for (let i = 0; i < 2; i++) expect((await limited.api.POST('/functions/v1/send-contact-email', { body: contact })).response.status).toBe(200);
      const { error, response } = await limited.api.POST('/functions/v1/send-demo-request', { body: demo });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(error?.error).toMatch(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/);
    } finally {
      await limited.stop();
    }
  });

  it('holds the limit against a rotating X-Forwarded-For, with no proxy trusted and behind one', async () => {
    await roomInRateWindow(600, 30);
    for (const trustProxy of ['0', '1']) {
      const limited = await startTestServer({ FORM_RATE_LIMIT: '2/600', TRUST_PROXY: trustProxy });
      try {
        // Behind one proxy the client is the entry it appended (here always the same); what comes before is the client's own writing.
        const send = (forged: string) =>
          limited.api.POST('/functions/v1/send-contact-email', { body: contact, headers: { 'X-Forwarded-For': `${forged}, 203.0.113.5` } });
        expect((await send('198.51.100.1')).response.status, `TRUST_PROXY=${trustProxy}`).toBe(200);
        expect((await send('198.51.100.2')).response.status, `TRUST_PROXY=${trustProxy}`).toBe(200);
        expect((await send('198.51.100.3')).response.status, `TRUST_PROXY=${trustProxy}`).toBe(429);
      } finally {
        await limited.stop();
      }
    }
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it sends from', async () => {
    await roomInRateWindow(600);
    const limited = await startTestServer({ FORM_RATE_LIMIT: '2/600', TRUST_PROXY: '1' });
    try {
      const send = (from: string) => limited.api.POST('/functions/v1/send-contact-email', { body: contact, headers: { 'X-Forwarded-For': from } });
      expect((await send('2001:db8:5:6::1')).response.status).toBe(200);
      expect((await send('2001:db8:5:6:ffff:1:2:3')).response.status).toBe(200);
      expect((await send('2001:db8:5:6::abcd')).response.status).toBe(429);
      // The next network is another subscriber.
      expect((await send('2001:db8:5:7::1')).response.status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('refuses a body over the cap, a wrong content type and broken JSON', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.url}/functions/v1/send-contact-email`, { method: 'POST', headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': type }, body });
    const big = await post(JSON.stringify({ ...contact, requirements: 'x'.repeat(40_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'payload_too_large' });
    const form = await post('firstName=A', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: 'Content-Type must be application/json', code: 'unsupported_media_type' });
    const broken = await post('{"firstName": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'The request body is not valid JSON' });
  });
});
