import type { FuzzServer } from './fuzzServer.ts';
import type { AbuseCase } from './protocolAbuse.ts';
import { rawExchange } from './rawExchange.ts';

/** How long one abuse may take before the server counts as hung on it: far more than any answer needs. */
export const abuseWithinMs = Number(process.env.FUZZ_ANSWER_MS ?? 5_000) * 2;

const shown = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** What a person reads to send a case again: its bytes as JSON (control characters visible), cut when long. */
export const bytesOf = (parts: readonly (string | Buffer)[]) => shown(JSON.stringify(parts.map((part) => part.toString('latin1')).join('')), 600);

/**
 * Sends one abuse and returns what is wrong: no answer where one is due, the connection held past `abuseWithinMs`, a
 * 5xx or a status the case does not allow, an error logged, output outside the JSON logger. Empty when nothing is.
 */
export async function abuseProblems(fuzz: FuzzServer, abuse: AbuseCase): Promise<string[]> {
  const loggedBefore = fuzz.logged.length;
  const strayBefore = fuzz.stray.length;
  const answers = abuse.answers ?? 1;
  const exchange = await rawExchange(fuzz.server.port, abuse.parts, {
    waitMs: abuseWithinMs,
    // Once the client has gone away there is nothing to wait for but the server's close.
    ...(abuse.options?.endAfterSend ? {} : { answers }),
    ...abuse.options,
  });
  const problems: string[] = [];
  if (exchange.timedOut) problems.push(`the server neither answered nor closed within ${abuseWithinMs} ms`);
  else if (!abuse.options?.endAfterSend && !abuse.mayClose && exchange.statuses.length < answers) {
    problems.push(`${exchange.statuses.length} of ${answers} answers before the connection closed`);
  }
  for (const status of exchange.statuses) {
    if (status >= 500) problems.push(`answered ${status}`);
    else if (abuse.expect && !abuse.expect.includes(status)) problems.push(`answered ${status}, expected ${abuse.expect.join(' or ')}`);
  }
  const errors = fuzz.logged.slice(loggedBefore).filter((line) => line.level >= 50);
  problems.push(...errors.map((line) => `logged an error: ${line.msg}${line.err ? `: ${line.err.message}` : ''}`));
  problems.push(...fuzz.stray.slice(strayBefore).map((out) => `printed outside the JSON logger (${out.via}): ${shown(out.text.trim(), 200)}`));
  if (problems.length === 0) return [];
  return [...problems, `sent: ${bytesOf(abuse.parts)}`, `→ ${exchange.statuses.join(', ') || 'no answer'} in ${exchange.ms} ms; ${shown(exchange.text, 400)}`];
}
