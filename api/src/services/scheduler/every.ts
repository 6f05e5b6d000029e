import type { Logger } from '../../logging/createLogger.ts';
import { RepeatingPass } from './RepeatingPass.ts';

export interface PeriodicJobOptions {
  logger: Logger;
  /** What a failed run logs; it is tried again at the next turn. */
  failed: (error: Error) => string;
}

/**
 * Runs `job` now and then `intervalMs` after each run ends, never two at a time (RepeatingPass), until the returned
 * stop is called: it aborts the signal the run under way was given and waits for that run.
 */
export function every(intervalMs: number, job: (signal: AbortSignal) => Promise<void>, options: PeriodicJobOptions): () => Promise<void> {
  const pass = new RepeatingPass(job, { intervalMs, ...options });
  pass.start();
  return () => pass.stop();
}
