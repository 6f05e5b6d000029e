import type { Figures } from './measureEndpoint.ts';

/** What a row must show; every goal also asks for answers that are all 200, without an error or a timeout. */
export interface Goal {
  label: string;
  /** The least share of the static file's requests per second. */
  minShareOfStatic?: number;
  maxP99Ms: number;
}

export const pageGoal: Goal = { label: '>= 50% of the static file’s req/s, p99 <= 50 ms', minShareOfStatic: 0.5, maxP99Ms: 50 };
export const spikeGoal: Goal = { label: 'no error, no timeout, p99 <= 250 ms', maxP99Ms: 250 };

const answers = (f: Figures) => Object.values(f.statusCodes).reduce((sum, count) => sum + count, 0);

/** Requests that failed: connection errors, timeouts and answers other than 200. */
export const failedRequests = (f: Figures) => f.errors + f.timeouts + answers(f) - (f.statusCodes['200'] ?? 0);

/**
 * Whether the timeouts alone put the percentile past the timeout: autocannon records no latency for a
 * request that timed out, so its p99 counts only the requests that were answered.
 */
export const beyondTimeout = (f: Figures, percentile: number) => f.timeouts > (1 - percentile / 100) * (answers(f) + f.timeouts);

export const shareOf = (f: Figures, reference: Figures) => f.requestsPerSecond / reference.requestsPerSecond;

/** What the row misses of its goal, in words; empty when the goal is met. */
export function misses(goal: Goal, f: Figures, staticFile: Figures): string[] {
  const found: string[] = [];
  for (const [code, count] of Object.entries(f.statusCodes)) if (code !== '200') found.push(`${count} answered ${code}`);
  if (answers(f) === 0) found.push('no answer');
  if (f.errors > 0) found.push(`${f.errors} errors`);
  if (f.timeouts > 0) found.push(`${f.timeouts} timeouts`);
  if (goal.minShareOfStatic !== undefined && shareOf(f, staticFile) < goal.minShareOfStatic) found.push('req/s');
  if (beyondTimeout(f, 99) || f.p99 > goal.maxP99Ms) found.push('p99');
  return found;
}
