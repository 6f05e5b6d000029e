import type { FuzzServer } from './fuzzServer.ts';
import { rawExchange } from './rawExchange.ts';

/** One request to fuzz: written into the request line exactly as given. */
export interface OddRequest {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

/** How long any one answer may take (FUZZ_ANSWER_MS): a render of the heaviest page on two busy cores is well within it. */
export const answerWithinMs = Number(process.env.FUZZ_ANSWER_MS ?? 5_000);

const shown = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** The request as a person would type it again: method, target, headers, body (long parts cut). */
export function describeRequest({ method, target, headers = {}, body }: OddRequest): string {
  return [
    `${method} ${shown(target)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${shown(value, 80)}`),
    ...(body ? [`body: ${shown(body)}`] : []),
  ].join('\n');
}

/**
 * Sends `request` over a socket of its own and returns what is wrong with the server's answer: none at all (closed
 * or too slow), a 5xx, an error logged, or anything printed outside the JSON logger. Empty when nothing is.
 */
export async function oddRequestProblems(fuzz: FuzzServer, request: OddRequest): Promise<string[]> {
  const { method, target, headers = {}, body } = request;
  const loggedBefore = fuzz.logged.length;
  const strayBefore = fuzz.stray.length;
  const all = { Host: '127.0.0.1', Connection: 'close', ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }), ...headers };
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const exchange = await rawExchange(fuzz.server.port, [Buffer.from(head + (body ?? ''), 'utf8')], { waitMs: answerWithinMs * 2, answers: 1 });
  const status = exchange.statuses[0];
  const problems: string[] = [];
  if (exchange.timedOut) problems.push(`no answer within ${answerWithinMs * 2} ms`);
  else if (status === undefined) problems.push(`the connection closed without an answer (${exchange.ms} ms)`);
  else if (exchange.ms > answerWithinMs) problems.push(`answered ${status} after ${exchange.ms} ms (more than ${answerWithinMs})`);
  if (status !== undefined && status >= 500) problems.push(`answered ${status}`);
  const errors = fuzz.logged.slice(loggedBefore).filter((line) => line.level >= 50);
  if (errors.length > 0) problems.push(...errors.map((line) => `logged an error: ${line.msg}${line.err ? `: ${line.err.message}` : ''}`));
  const stray = fuzz.stray.slice(strayBefore);
  if (stray.length > 0) problems.push(...stray.map((out) => `printed outside the JSON logger (${out.via}): ${shown(out.text.trim(), 200)}`));
  if (problems.length === 0) return [];
  const answerHead = exchange.text.split('\r\n\r\n')[0] ?? '';
  return [...problems, '', describeRequest(request), '→', shown(answerHead, 600), shown(exchange.text.slice(answerHead.length + 4), 300)];
}
