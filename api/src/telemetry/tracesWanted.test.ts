import { describe, expect, it } from 'vitest';
import { tracesWanted } from './tracesWanted.ts';

describe('tracesWanted', () => {
  it('is on with an OTLP endpoint, for all signals or for traces, unless the standard variables turn it off', () => {
    expect(tracesWanted({})).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracesWanted({ OTEL_SERVICE_NAME: 'fleet', OTEL_TRACES_SAMPLER: 'always_on' })).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'false' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
