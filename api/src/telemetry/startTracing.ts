import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { redactPersonalData, type SpanProcessor } from './redactPersonalData.ts';

/**
 * The span processors the SDK builds from OTEL_TRACES_EXPORTER and its companions. NodeSDK takes either those or a list
 * given in their place, with no way to add one beside them; its own function is reached in the module beside its entry
 * (the package exports only the entry), so that the exporters stay exactly as the standard variables configure them.
 */
async function spanProcessorsFromEnv(): Promise<SpanProcessor[]> {
  const utils = new URL('./utils.mjs', import.meta.resolve('@opentelemetry/sdk-node')).href;
  const { getSpanProcessorsFromEnv } = (await import(utils)) as { getSpanProcessorsFromEnv?: () => SpanProcessor[] };
  // An upgrade that moves it fails the start here, rather than exporting spans that were not scrubbed.
  if (typeof getSpanProcessorsFromEnv !== 'function') throw new Error(`@opentelemetry/sdk-node no longer has getSpanProcessorsFromEnv in ${utils}`);
  return getSpanProcessorsFromEnv();
}

/**
 * Starts the OpenTelemetry SDK as the standard OTEL_* variables configure it (exporter, protocol, endpoint, headers,
 * sampler, service name, resource attributes), with the PostgreSQL driver instrumented and every span scrubbed of
 * personal data before it is exported (redactPersonalData). Must run before anything imports `pg`: the instrumentation
 * patches the driver as it loads.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<NodeSDK> {
  // Traces only, unless asked: the metrics are on /metrics and the logs on stdout, and the SDK would otherwise
  // export both to the same endpoint every minute.
  env.OTEL_METRICS_EXPORTER ||= 'none';
  env.OTEL_LOGS_EXPORTER ||= 'none';
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: 'fleet-web' }),
    spanProcessors: [redactPersonalData(), ...(await spanProcessorsFromEnv())],
    instrumentations: [
      // Queries outside a request (the outbox's polling, the pruning, the LISTEN connection) would each start a
      // trace of their own every few seconds; the statements are recorded without their parameters.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return sdk;
}
