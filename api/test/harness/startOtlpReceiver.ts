import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding sends it (ids in hex), its attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** The resource's attributes (service.name and the like). */
  resource: Record<string, string | number | boolean>;
  /** Its events (an `exception` recorded on it), their attributes flattened. */
  events: { name: string; attributes: Record<string, string | number | boolean> }[];
  /** 2 error; its message, when one was set. */
  status: { code: number; message: string | undefined };
}

export interface OtlpReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: the exporter adds /v1/traces. */
  url: string;
  spans: ReceivedSpan[];
  /** Every export request's body as it came, for what must appear nowhere in it. */
  bodies: string[];
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
        events?: { name: string; attributes?: KeyValue[] }[];
        status?: { code?: number; message?: string };
      }[];
    }[];
  }[];
}

const flatten = (attributes: KeyValue[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? '')),
    ]),
  );

/**
 * A collector's OTLP/HTTP endpoint that keeps the spans it is sent (the JSON encoding: the server is started with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json), and answers every other signal with an empty success.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const text = Buffer.concat(chunks).toString('utf8');
        bodies.push(text);
        const body = JSON.parse(text) as ExportRequest;
        for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
          for (const { spans: scoped = [] } of scopeSpans) {
            for (const span of scoped) {
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                attributes: flatten(span.attributes),
                resource: flatten(resource?.attributes),
                events: (span.events ?? []).map((event) => ({ name: event.name, attributes: flatten(event.attributes) })),
                status: { code: span.status?.code ?? 0, message: span.status?.message || undefined },
              });
            }
          }
        }
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
