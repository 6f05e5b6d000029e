import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until GET /healthz answers within `fastMs` three times running, and says how long that took (in
 * milliseconds; undefined when it never did within `timeoutMs`). autocannon closes its sockets when a run
 * ends, but the server still works through what they asked for (and through every request that timed out):
 * without the wait, a slow row's backlog would be measured as part of the next row.
 */
export async function waitUntilIdle(baseUrl: string, fastMs = 20, timeoutMs = 60_000): Promise<number | undefined> {
  const started = performance.now();
  let fastInARow = 0;
  while (fastInARow < 3) {
    if (performance.now() - started > timeoutMs) return undefined;
    const sent = performance.now();
    const answer = await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    await answer?.arrayBuffer();
    fastInARow = answer?.ok && performance.now() - sent < fastMs ? fastInARow + 1 : 0;
    if (fastInARow === 0) await sleep(100);
  }
  return performance.now() - started;
}
