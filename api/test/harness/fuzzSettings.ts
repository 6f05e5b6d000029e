import fc from 'fast-check';

/**
 * The fuzz suites' seed: fixed, so that CI runs the same inputs every time. `npm run fuzz` picks a new one and prints
 * it; FUZZ_SEED=<seed> runs a failure's inputs again.
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_240_611);

/** Runs of one property: `ciRuns` unless FUZZ_RUNS says (`npm run fuzz` sets it higher). */
export const fuzzRuns = (ciRuns: number): number => Number(process.env.FUZZ_RUNS ?? ciRuns);

/**
 * Checks `property` with the suites' seed and throws what a person needs to reproduce a failure: the seed, the
 * smallest input fast-check shrank it to, and what was wrong with it.
 */
export async function checkProperty<T>(property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { seed: fuzzSeed, numRuns });
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  // A counterexample of a 9,000-character path is shown cut: the message that follows says what it was.
  const report = (fc.defaultReportMessage(details) ?? '')
    .split('\n')
    .map((line) => (line.length > 1_000 ? `${line.slice(0, 1_000)}… (${line.length} chars)` : line))
    .join('\n');
  throw new Error(`Reproduce with FUZZ_SEED=${fuzzSeed} FUZZ_RUNS=${numRuns}\n${report}\n\n${cause}`);
}
