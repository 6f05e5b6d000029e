import { isDatabaseUnavailable } from '../../db/isDatabaseUnavailable.ts';
import type { Logger } from '../../logging/createLogger.ts';

export interface RepeatingPassOptions {
  /** The wait between two passes when nothing wakes it. */
  intervalMs: number;
  logger: Logger;
  /** What a failed pass logs, e.g. `[mail] outbox pass failed: …; trying again in a moment`. */
  failed: (error: Error) => string;
}

/**
 * Runs a pass (a drain of an outbox table, a periodic job) at once on `start`, then `intervalMs` after the last one
 * ended, or at once when woken, never two at a time (a wake during a pass runs another right after it). A failed pass
 * is logged (a database away for a moment as a warning, since /readyz says so) and tried again at the next turn. The
 * timer is unref'd: a pass waiting for its turn does not keep a stopping process alive. `stop` aborts the signal the
 * pass was given, so that it ends between two steps, and waits for it.
 */
export class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private aborting = new AbortController();
  private readonly pass: (signal: AbortSignal) => Promise<void>;
  private readonly options: RepeatingPassOptions;

  constructor(pass: (signal: AbortSignal) => Promise<void>, options: RepeatingPassOptions) {
    this.pass = pass;
    this.options = options;
  }

  /** Whether a pass under way should end between two steps. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.aborting = new AbortController();
    this.schedule(0);
  }

  /** Runs a pass soon: called after a commit that queued work. Does nothing before `start` or after `stop`. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.aborting.abort();
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass(this.aborting.signal)
        .catch((error: Error) => {
          this.options.logger[isDatabaseUnavailable(error) ? 'warn' : 'error']({ err: error }, this.options.failed(error));
        })
        .finally(() => {
          this.running = undefined;
          this.schedule(this.again ? 0 : this.options.intervalMs);
          this.again = false;
        });
    }, ms).unref();
  }
}
