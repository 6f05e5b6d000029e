import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** GET unless given. */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
  /** Connection errors (refused, reset), timeouts not included. */
  errors: number;
  /** Requests unanswered after the timeout; autocannon leaves them out of the latencies. */
  timeouts: number;
  /** Answers by status code, e.g. { 200: 4812 }. */
  statusCodes: Record<string, number>;
}

export interface MeasureOptions {
  /** Seconds without an answer before a request counts as timed out (autocannon's default: 10). */
  timeoutSeconds?: number;
}

/** autocannon against one URL, in this process; latencies in milliseconds. */
export async function measureEndpoint(target: Target, connections: number, durationSeconds: number, options: MeasureOptions = {}): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    ...(target.method ? { method: target.method } : {}),
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: durationSeconds,
    ...(options.timeoutSeconds === undefined ? {} : { timeout: options.timeoutSeconds }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts every timeout among its errors too.
    failures: result.errors + result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0])),
  };
}
