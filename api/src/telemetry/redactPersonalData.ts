import type { AttributeValue } from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { scrubPersonalData } from './scrubPersonalData.ts';

export type SpanProcessor = NonNullable<NodeSDKConfiguration['spanProcessors']>[number];
type EndingSpan = Parameters<NonNullable<SpanProcessor['onEnding']>>[0];

const scrubbed = (value: AttributeValue | undefined): AttributeValue | undefined => {
  if (typeof value === 'string') return scrubPersonalData(value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? scrubPersonalData(item) : item)) as AttributeValue;
  return value;
};

/**
 * Scrubs each span as it ends, before any exporter has it: the exceptions it recorded (their message, type and stack,
 * which @hono/otel takes from the error a request failed with, and an error may quote what a visitor sent) and its
 * status message (instrumentation-pg's is the driver's message) lose their e-mail addresses and tokens.
 */
export function redactPersonalData(): SpanProcessor {
  return {
    onStart: () => undefined,
    onEnding(span: EndingSpan) {
      if (span.status.message) span.setStatus({ code: span.status.code, message: scrubPersonalData(span.status.message) });
      for (const [index, event] of span.events.entries()) {
        if (event.name !== 'exception' || !event.attributes) continue;
        const attributes = Object.fromEntries(Object.entries(event.attributes).map(([key, value]) => [key, scrubbed(value)]));
        span.events[index] = { ...event, attributes };
      }
    },
    onEnd: () => undefined,
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
}
