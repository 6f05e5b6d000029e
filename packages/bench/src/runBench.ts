import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchContext {
  /** A temporary folder for the servers' data, removed at the end. */
  scratchDir: string;
  /** Whether Ctrl-C has begun stopping the bench: a long run checks it between two measurements. */
  stopping(): boolean;
}

export interface Bench {
  /** What `--help` prints: what the bench measures and the variables it reads. */
  usage: string;
  /** The start of the name of the temporary folder its servers keep their data in (e.g. 'fleet-bench-'). */
  scratchPrefix: string;
  /** Measures and prints; answers the exit code (1 when requests failed or a route could not be measured). */
  run(context: BenchContext): Promise<number>;
  /** Stops what the run started (servers, browsers). Called once: at the end, or on Ctrl-C. */
  cleanUp?(): Promise<void> | void;
}

/**
 * What every bench entry does around its measuring: `--help`, a temporary data folder removed at the end, Ctrl-C that
 * stops the servers before the process ends, a failure printed as its message, and the exit code.
 */
export async function runBench(bench: Bench): Promise<never> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(bench.usage.trim());
    process.exit(0);
  }
  const scratchDir = mkdtempSync(join(tmpdir(), bench.scratchPrefix));
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await bench.cleanUp?.();
      rmSync(scratchDir, { recursive: true, force: true });
    })());
  // `on`, not `once`: Ctrl-C under npm can arrive twice, and a signal nobody listens to would end the process before
  // the servers are stopped and the data folder removed.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  let exitCode = 1;
  try {
    exitCode = await bench.run({ scratchDir, stopping: () => cleaning !== undefined });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
