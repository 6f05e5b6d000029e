import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
}

/** autocannon against one URL, in this process; latencies in milliseconds. */
export async function measureEndpoint(target: Target, connections: number, durationSeconds: number): Promise<Figures> {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
