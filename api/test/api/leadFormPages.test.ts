import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/createLogger.ts';
import { roomInRateWindow } from '../harness/roomInRateWindow.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

// The lead forms posted without script, to their pages as the site is built (behind one proxy, which names
// each client): the answers that the browser
// suite cannot stage on its shared server (a send that fails, the rate limit), with everything typed kept.
const siteDist = fileURLToPath(new URL('../../../site/dist', import.meta.url));
if (!existsSync(`${siteDist}/server/entry.mjs`)) throw new Error(`${siteDist} holds no site build: run npm run build -w @fleet/site first`);

/** The server's error lines, as the JSON it writes. */
const logged: Record<string, unknown>[] = [];

let server: TestServer;
beforeAll(async () => {
  const logger = await createLogger({ LOG_LEVEL: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startTestServer({ SITE_DIST: siteDist, FORM_RATE_LIMIT: '2/600', TRUST_PROXY: '1' }, logger);
});
afterAll(async () => {
  await server?.stop();
});

const contact = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  company: 'Acme <Freight>',
  position: '',
  phone: '',
  requirements: 'Forty vans & "two" trucks',
  website: '',
};

/** Posts the contact form as a browser without script does, from a client address of the test's own. */
const postContact = (clientAddress: string) =>
  fetch(`${server.url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress },
    body: new URLSearchParams(contact),
    redirect: 'manual',
  });

const textOf = (page: string) =>
  page
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Each field's value as the page carries it back, read as a browser would. */
function expectKept(page: string) {
  const inputValue = (name: string) => decode(page.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1] ?? '(none)');
  const textarea = (name: string) => decode(page.match(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`))?.[1] ?? '(none)');
  expect({
    firstName: inputValue('firstName'),
    email: inputValue('email'),
    company: inputValue('company'),
    requirements: textarea('requirements'),
  }).toEqual({ firstName: contact.firstName, email: contact.email, company: contact.company, requirements: contact.requirements });
}

describe('a lead form posted without script', () => {
  it('answers a send that failed with 503, the form’s failure message, everything typed and Try again', async () => {
    await server.db.query('alter table leads rename to leads_away');
    try {
      const response = await postContact('198.51.100.7');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const page = await response.text();
      expect(textOf(page).includes('Failed to send email')).toBe(true);
      expect(/<button[^>]*type="submit"[^>]*>Try again<\/button>/.test(page)).toBe(true);
      expectKept(page);
      // The server's log says so in the spec's words, with the page and the API's status.
      expect(logged).toContainEqual(expect.objectContaining({ level: 'error', msg: 'Failed to send email', page: '/contact', status: 500 }));
    } finally {
      await server.db.query('alter table leads_away rename to leads');
    }
  });

  it('answers the rate limit with 429, when to try again, and everything typed', async () => {
    await roomInRateWindow(600);
    for (let sent = 0; sent < 2; sent++) expect((await postContact('198.51.100.8')).status).toBe(303);
    const response = await postContact('198.51.100.8');
    expect(response.status).toBe(429);
    const page = await response.text();
    // The window is the clock's ten minutes: the wait is what is left of it.
    expect(textOf(page)).toMatch(/Too many requests\. Please try again in \d+ (seconds?|minutes?)\./);
    expectKept(page);
    // Another visitor is not held back.
    expect((await postContact('198.51.100.9')).status).toBe(303);
  });
});
