import type { MiddlewareHandler } from 'hono';

/** What the preload (register.ts) leaves for the app when traces are on. */
export interface RequestTracing {
  /** Gives each request its server span (registered after the access log, which names the request id). */
  middleware: MiddlewareHandler;
  /** Where the spans go, for the start's log line. */
  endpoint: string;
  /** Sends the spans still queued and stops: the last second of a process's requests is worth its traces too. */
  stop(): Promise<void>;
}

let tracing: RequestTracing | undefined;

/** Called once by the preload, before the app is built. */
export function setRequestTracing(started: RequestTracing): void {
  tracing = started;
}

/** The tracing of requests, or undefined when traces are off: then no OpenTelemetry SDK is loaded at all. */
export function requestTracing(): RequestTracing | undefined {
  return tracing;
}

/** Flushes and stops the traces, when on; for the process's shutdown. */
export async function stopTracing(): Promise<void> {
  await tracing?.stop();
}
