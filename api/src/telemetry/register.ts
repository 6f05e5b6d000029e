// The server's preload: `node --import ./api/src/telemetry/register.ts api/src/main.ts`. With an OTLP endpoint set
// (see tracesWanted.ts) it starts OpenTelemetry before the app imports `pg`, which the instrumentation must patch as
// it loads; without one it loads nothing of OpenTelemetry, and the app traces nothing.
import { registerHooks } from 'node:module';
import type { BlockList } from 'node:net';
import { parseTrustedProxyList } from '../http/address/proxyTrust.ts';
import { loadDotEnv } from '../loadDotEnv.ts';
import { setRequestTracing } from './requestTracing.ts';
import { tracesWanted } from './tracesWanted.ts';

try {
  // The OTEL_* variables may be in .env, which main.ts reads only after the imports this preload must precede.
  loadDotEnv();
} catch {
  // main.ts reads it again and reports what is wrong with it.
}

/** The endpoint for the start's log line, without credentials an address might carry. */
function loggable(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '(an address that is not a URL)';
  }
}

/** The proxies whose traceparent is continued (TRUSTED_PROXIES); none when it cannot be read, which main.ts then says. */
function trustedProxies(): BlockList | undefined {
  try {
    return parseTrustedProxyList(process.env.TRUSTED_PROXIES);
  } catch {
    return undefined;
  }
}

if (tracesWanted(process.env)) {
  // One OpenTelemetry API for everything, the SDK's own: the instrumentations and @hono/otel would otherwise find an
  // older copy hoisted for another package (npm ls @opentelemetry/api), without the logs API they need.
  const sdkUrl = import.meta.resolve('@opentelemetry/sdk-node');
  registerHooks({
    resolve: (specifier, context, nextResolve) => nextResolve(specifier, specifier === '@opentelemetry/api' ? { ...context, parentURL: sdkUrl } : context),
  });
  const { startTracing } = await import('./startTracing.ts');
  const sdk = await startTracing(process.env);
  // Only now: the app's modules it reaches may import `pg`.
  const { traceRequests } = await import('./traceRequests.ts');
  setRequestTracing({
    middleware: traceRequests({ proxies: trustedProxies(), hops: 0 }),
    endpoint: loggable((process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT) ?? ''),
    stop: () => sdk.shutdown(),
  });
}
