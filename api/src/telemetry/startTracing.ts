import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts the OpenTelemetry SDK as the standard OTEL_* variables configure it (exporter, protocol, endpoint, headers,
 * sampler, service name, resource attributes), with the PostgreSQL driver instrumented. Must run before anything
 * imports `pg`: the instrumentation patches the driver as it loads.
 */
export function startTracing(env: NodeJS.ProcessEnv): NodeSDK {
  // Traces only, unless asked: the metrics are on /metrics and the logs on stdout, and the SDK would otherwise
  // export both to the same endpoint every minute.
  env.OTEL_METRICS_EXPORTER ||= 'none';
  env.OTEL_LOGS_EXPORTER ||= 'none';
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: 'fleet-web' }),
    instrumentations: [
      // Queries outside a request (the outbox's polling, the pruning, the LISTEN connection) would each start a
      // trace of their own every few seconds; the statements are recorded without their parameters.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return sdk;
}
