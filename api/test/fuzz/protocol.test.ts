import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abuseProblems, abuseWithinMs } from '../harness/abuseCheck.ts';
import { fuzzServerForFile } from '../harness/fuzzServer.ts';
import { checkProperty, fuzzRuns } from '../harness/fuzzSettings.ts';
import { abuseCases, mutatedRequest } from '../harness/protocolAbuse.ts';
import { anonKey } from '../harness/startTestServer.ts';

/**
 * Abuse of HTTP/1.1 itself over raw sockets: lying and doubled lengths, chunks that do not add up, broken, deep,
 * invalid and huge bodies, huge and countless headers, HTTP/1.0, pipelining, request lines
 * with spaces and control characters, and valid requests with bytes inserted, deleted, repeated or cut off. The server
 * answers each (or closes the connection where the sender went away) within a time bound, never with 5xx, and still
 * answers /healthz and a page afterwards. Bodies that arrive slowly: slowBodies.test.ts.
 *
 * Reproduce a failure of the mutated requests with the FUZZ_SEED printed with it; FUZZ_RUNS sets their number.
 */

const fuzz = fuzzServerForFile();

/** The request's problems, and the server's own, checked at once after it. */
async function afterwardsToo(problems: string[]): Promise<string[]> {
  const serving = await fuzz.stillServing();
  return [...problems, ...serving.map((problem) => `afterwards ${problem}`)];
}

describe('each abuse, on a connection of its own', () => {
  it.each(abuseCases(anonKey).map((abuse) => [abuse.name, abuse] as const))(
    '%s',
    async (_name, abuse) => {
      const problems = await afterwardsToo(await abuseProblems(fuzz, abuse));
      expect(problems, problems.join('\n')).toEqual([]);
    },
    abuseWithinMs * 3,
  );
});

it(
  'valid requests with bytes inserted, deleted, repeated or cut off',
  async () => {
    await checkProperty(
      fc.asyncProperty(mutatedRequest(anonKey), async ({ bytes }) => {
        // The sender is done once its bytes are out: whatever is missing will not come, so the server must not wait for it.
        const problems = await afterwardsToo(await abuseProblems(fuzz, { name: 'mutated', parts: [bytes], options: { endAfterSend: true } }));
        expect(problems.length === 0, problems.join('\n')).toBe(true);
      }),
      fuzzRuns(300),
    );
  },
  Math.max(300_000, fuzzRuns(1) * 1_000),
);
