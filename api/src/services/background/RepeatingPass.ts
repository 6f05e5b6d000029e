import { isDatabaseUnavailable } from '../../db/isDatabaseUnavailable.ts';
import type { Logger } from '../../logging/createLogger.ts';

export interface RepeatingPassOptions {
  /** The wait between two passes when nothing wakes it. */
  pollMs: number;
  logger: Logger;
  /** What a failed pass says it was, e.g. '[mail] outbox pass'. */
  name: string;
}

/**
 * Runs a pass (a drain of an outbox table) now and then: `pollMs` after the last one ended, or at once when woken, never
 * two at a time (a wake during a pass runs another right after it). A failed pass is logged (a database away for a
 * moment as a warning, since /readyz says so) and tried again at the next turn. `stopping` tells a pass under way to
 * end between two steps; `stop` waits for it.
 */
export class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly pass: () => Promise<void>;
  private readonly options: RepeatingPassOptions;

  constructor(pass: () => Promise<void>, options: RepeatingPassOptions) {
    this.pass = pass;
    this.options = options;
  }

  /** Whether a pass under way should end between two steps. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
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
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((error: Error) => {
          const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
          this.options.logger[level]({ err: error }, `${this.options.name} failed: ${error.message}; trying again in a moment`);
        })
        .finally(() => {
          this.running = undefined;
          this.schedule(this.again ? 0 : this.options.pollMs);
          this.again = false;
        });
    }, ms);
  }
}
