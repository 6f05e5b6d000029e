import fc from 'fast-check';
import { expect, it } from 'vitest';
import { abuseProblems } from '../harness/abuseCheck.ts';
import { fuzzServerForFile } from '../harness/fuzzServer.ts';
import { fuzzRuns, fuzzSeed } from '../harness/fuzzSettings.ts';
import { abuseCases, contactPath, formPath, mutatedRequest } from '../harness/protocolAbuse.ts';
import { rawExchange } from '../harness/rawExchange.ts';
import { anonKey } from '../harness/startTestServer.ts';

/**
 * "Nothing lost": people who send the contact form while others abuse the server (lying lengths, broken chunks, huge
 * headers, mutated requests, connections stalled mid-body) each get their success answer, and each message is in the
 * leads inbox afterwards, read back through the admin API as a manager would. The abuse does not lose anyone else's
 * request.
 */

const domain = 'nothing-lost.example';

const fuzz = fuzzServerForFile();

/** Every abuse, over and over, a few at a time, until `done` says the leads are all sent; returns how many were sent. */
async function abuseUntil(done: () => boolean): Promise<{ sent: number; problems: string[] }> {
  const cases = abuseCases(anonKey);
  const mutated = fc.sample(mutatedRequest(anonKey), { seed: fuzzSeed, numRuns: 200 }).map(({ bytes }) => ({
    name: 'mutated',
    parts: [bytes],
    options: { endAfterSend: true },
  }));
  const all = [...cases, ...mutated];
  let next = 0;
  let sent = 0;
  const problems: string[] = [];
  const worker = async () => {
    while (!done()) {
      const abuse = all[next++ % all.length]!;
      sent++;
      // Only what would lose or break another's request counts here; protocol.test.ts checks each answer.
      const found = (await abuseProblems(fuzz, abuse)).filter((problem) => /^answered 5|neither answered nor closed/.test(problem));
      if (found.length > 0) problems.push(`${abuse.name}: ${found.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { sent, problems };
}

/** Connections that send half a request and wait, held open until `signal` (or the server's own timeout) ends them. */
function stallConnections(count: number, signal: AbortSignal) {
  return Array.from({ length: count }, (_, n) =>
    rawExchange(
      fuzz.server.port,
      n % 2
        ? [
            `POST ${contactPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${anonKey}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"first`,
          ]
        : [`POST ${formPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nfirst`],
      { waitMs: 120_000, answers: 1, signal },
    ),
  );
}

/** The e-mails of every lead a search finds, page by page (50 a page). */
async function storedEmails(search: string): Promise<Set<string>> {
  const manager = fuzz.server.as(await fuzz.freshSession());
  const emails = new Set<string>();
  for (let page = 1; ; page++) {
    const { data, response } = await manager.GET('/functions/v1/leads', { params: { query: { search, page } } });
    expect(response.status).toBe(200);
    const { leads, total_pages } = data!;
    for (const lead of leads) emails.add(lead.email);
    if (page >= total_pages) return emails;
  }
}

it('every contact message sent during the abuse is answered and stored', async () => {
  // As many people as runs, up to a few hundred: the inbox is read back page by page.
  const people = Math.min(fuzzRuns(40), 400);
  let finished = false;
  const giveUp = new AbortController();
  const stalled = stallConnections(50, giveUp.signal);
  const abuse = abuseUntil(() => finished);

  const answers: string[] = [];
  const send = async (n: number) => {
    const email = `person-${n}@${domain}`;
    const fields = { firstName: 'Nothing', lastName: `Lost ${n}`, email, requirements: `Message ${n}, sent during the abuse.` };
    if (n % 4 === 3) {
      // The site's own form, posted without script: a 303 to the page's success screen.
      const response = await fetch(`${fuzz.server.url}${formPath}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
      if (response.status !== 303) answers.push(`${email} (form): ${response.status} ${(await response.text()).slice(0, 200)}`);
    } else {
      const { response, error } = await fuzz.server.api.POST('/functions/v1/send-contact-email', { body: fields });
      if (response.status !== 200) answers.push(`${email}: ${response.status} ${JSON.stringify(error)}`);
    }
  };
  // Four people at a time, each starting while the abuse runs.
  for (let n = 0; n < people; n += 4) await Promise.all([n, n + 1, n + 2, n + 3].filter((k) => k < people).map(send));
  finished = true;
  const { sent, problems } = await abuse;
  giveUp.abort();
  const stalledEnds = await Promise.all(stalled);

  expect(answers, 'people whose message was not accepted').toEqual([]);
  expect(problems, 'abuse that broke the server').toEqual([]);
  // At least one abuse for each round of four people: it ran all along (how many more depends on the machine's load).
  expect(sent, 'abuses sent while the people wrote').toBeGreaterThanOrEqual(people / 4);
  expect(
    stalledEnds.flatMap((end) => end.statuses).filter((status) => status >= 500),
    'stalled connections answered 5xx',
  ).toEqual([]);

  const stored = await storedEmails(domain);
  const missing = Array.from({ length: people }, (_, n) => `person-${n}@${domain}`).filter((email) => !stored.has(email));
  expect(missing, 'messages not in the leads inbox').toEqual([]);
  expect(await fuzz.stillServing()).toEqual([]);
}, 180_000);
