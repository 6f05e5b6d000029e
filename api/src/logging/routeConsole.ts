import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import type { Logger } from './createLogger.ts';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** The console's methods the libraries under a request write with, and the level each is logged at. */
const methods = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const satisfies Record<string, Level>;
const methodNames = Object.keys(methods) as (keyof typeof methods)[];

/** A line that names its own level after an optional clock (Astro's: `20:35:41 [WARN] [router] …`). */
const ownLevel = /^(?:\d\d:\d\d:\d\d )?\[(ERROR|WARN|INFO|DEBUG)\] /;
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes.
const colourCodes = /\u001b\[[0-9;]*m/g;

const requestLogger = new AsyncLocalStorage<Logger>();
/** The wrappers this module put on the console's methods. */
const wrappers = new WeakSet<(...args: unknown[]) => void>();

/**
 * Puts the wrapper on each method of the console that does not have it: once in a server's life, and again wherever a
 * method was replaced since (a test's spy, a test runner's console of its own), around whatever is there now.
 */
function wrapConsole(): void {
  for (const method of methodNames) {
    const current = console[method];
    if (wrappers.has(current)) continue;
    const wrapper = (...args: unknown[]) => {
      const logger = requestLogger.getStore();
      if (logger) logPrinted(logger, method, args);
      else current.apply(console, args);
    };
    wrappers.add(wrapper);
    console[method] = wrapper;
  }
}

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
 * a test runner's own) goes to the console as before: only what runs under `work` is diverted.
 */
export function withConsoleRouted<T>(logger: Logger, work: () => T): T {
  wrapConsole();
  return requestLogger.run(logger, work);
}
