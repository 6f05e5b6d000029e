/**
 * Whether the standard OpenTelemetry variables ask for traces: an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT, or the
 * traces' own OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), and neither OTEL_SDK_DISABLED=true nor OTEL_TRACES_EXPORTER=none.
 */
export function tracesWanted(env: NodeJS.ProcessEnv): boolean {
  const endpoint = (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || '').trim();
  if (endpoint === '') return false;
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  return !(env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim())
    .includes('none');
}
