import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import type { Logger } from './createLogger.ts';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** The console's methods the libraries under a request write with, and the level each is logged at. */
const methods = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const satisfies Record<string, Level>;

/** A line that names its own level after an optional clock (Astro's: `20:35:41 [WARN] [router] …`). */
const ownLevel = /^(?:\d\d:\d\d:\d\d )?\[(ERROR|WARN|INFO|DEBUG)\] /;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes.
const colourCodes = /\u001b\[[0-9;]*m/g;

const requestLogger = new AsyncLocalStorage<Logger>();
/** The consoles already wrapped: a test runner may hand each test file a console of its own. */
const wrapped = new WeakSet<Console>();

/** What a library printed, as one line of the server's log: its own level when it names one, its words as the message. */
export function logPrinted(logger: Logger, method: keyof typeof methods, args: unknown[]): void {
  const text = format(...args).replace(colourCodes, '');
  const named = ownLevel.exec(text);
  const level = (named?.[1]?.toLowerCase() as Level | undefined) ?? methods[method];
  logger[level]({ source: 'console' }, named ? text.slice(named[0].length) : text);
}

/**
 * Runs `work` (a request's handling) with whatever the libraries under it print on the console (the site's framework:
 * "[ERROR] Error: Invalid URL encoding", "[WARN] [router] No API Route handler…") written to `logger` as JSON lines
 * instead, with `source: 'console'`. Printing outside a request (a CLI's output, the first admin's generated password,
 * a test runner's own) goes to the console as before: the console is wrapped once, and only what runs under `work`
 * is diverted.
 */
export function withConsoleRouted<T>(logger: Logger, work: () => T): T {
  if (!wrapped.has(console)) {
    wrapped.add(console);
    for (const method of Object.keys(methods) as (keyof typeof methods)[]) {
      const original = console[method];
      console[method] = (...args: unknown[]) => {
        const current = requestLogger.getStore();
        if (current) logPrinted(current, method, args);
        else original.apply(console, args);
      };
    }
  }
  return requestLogger.run(logger, work);
}
