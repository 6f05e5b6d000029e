import { isDatabaseUnavailable } from '../../db/isDatabaseUnavailable.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { RepeatingPass } from '../scheduler/RepeatingPass.ts';
import { type AttemptVerdict, type RetrySchedule, verdictOn } from './RetrySchedule.ts';

/** A row claimed for an attempt: `attempts` is this attempt's number, counted at the claim. */
export interface ClaimedRow {
  id: string;
  attempts: number;
}

/** What one kind of outbox (mail, webhooks) plugs into the engine: its table, how it sends and what it writes down. */
export interface OutboxChannel<Row extends ClaimedRow, Outcome extends { delivered: boolean }> {
  /**
   * Claims due rows with a lease, their attempt counted, or none when nothing is due: a batch that is sent one row after
   * the other. The lease keeps other instances off the rows while they are sent and lets them have the rows again
   * once it runs out (when this instance could not write down what happened).
   */
  claim(): Promise<Row[]>;
  /** Gives claimed rows back untried (the engine is stopping): their attempt uncounted, due at once. */
  handBack(rows: Row[]): Promise<void>;
  /** Makes one attempt. A refusal is an outcome, not a throw. */
  send(row: Row): Promise<Outcome>;
  /** Writes the attempt down with what follows it; throws when it cannot, and the row waits out its lease. */
  record(row: Row, outcome: Outcome, verdict: AttemptVerdict): Promise<void>;
}

export interface OutboxEngineOptions {
  retries: RetrySchedule;
  /** The wait between two passes when nothing wakes the engine. */
  pollMs: number;
  /** Batches sent at the same time, each on its own (1 unless given). */
  concurrency?: number;
  logger: Logger;
  /** What the log lines start with, e.g. '[mail]'. */
  label: string;
  /** What a pass is called in the log, e.g. 'outbox pass'. */
  passName: string;
  /** The field that carries a row's id in the log, e.g. 'outboxId'. */
  idField: string;
}

/**
 * Delivers an outbox table at least once: claims due rows (OutboxChannel.claim) and sends them, up to `concurrency`
 * batches at a time, each batch one row after the other; writes each attempt down with its verdict from the retry
 * schedule (due again after a wait, or given up on after the last attempt); and on `stop` finishes the attempts under
 * way and hands back what it claimed but had not tried, so that nothing is sent twice and nothing waits out a lease.
 */
export class OutboxEngine<Row extends ClaimedRow, Outcome extends { delivered: boolean }> {
  private readonly passes: RepeatingPass;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly channel: OutboxChannel<Row, Outcome>;
  private readonly options: OutboxEngineOptions;

  constructor(channel: OutboxChannel<Row, Outcome>, options: OutboxEngineOptions) {
    this.channel = channel;
    this.options = options;
    this.passes = new RepeatingPass(() => this.claimWhatIsDue(), {
      intervalMs: options.pollMs,
      logger: options.logger,
      failed: (error) => `${options.label} ${options.passName} failed: ${error.message}; trying again in a moment`,
    });
  }

  start(): void {
    this.passes.start();
  }

  /** Sends soon: called after a change that queued rows commits. */
  wake(): void {
    this.passes.wake();
  }

  /** Stops claiming, and resolves once the attempts under way are written down and the rest handed back. */
  async stop(): Promise<void> {
    await this.passes.stop();
    await Promise.all(this.inFlight);
  }

  /** A pass: starts a batch for each place free, as long as rows are due; it does not wait for them. */
  private async claimWhatIsDue(): Promise<void> {
    while (!this.passes.stopping && this.inFlight.size < (this.options.concurrency ?? 1)) {
      const batch = await this.channel.claim();
      if (batch.length === 0) return;
      const sending: Promise<void> = this.send(batch).finally(() => {
        this.inFlight.delete(sending);
        // A place is free (for webhooks, the endpoint is free for its next delivery).
        this.passes.wake();
      });
      this.inFlight.add(sending);
    }
  }

  private async send(batch: Row[]): Promise<void> {
    let row: Row | undefined;
    try {
      for (const [index, next] of batch.entries()) {
        if (this.passes.stopping) {
          await this.channel.handBack(batch.slice(index));
          return;
        }
        row = next;
        const outcome = await this.channel.send(row);
        await this.channel.record(row, outcome, verdictOn(this.options.retries, row.attempts, outcome.delivered));
      }
    } catch (error) {
      // What is left of the batch stays claimed: the leases run out and the rows are tried again (a database away for
      // a moment, most likely).
      const { logger, label, idField } = this.options;
      logger[isDatabaseUnavailable(error) ? 'warn' : 'error'](
        { err: error, [idField]: row?.id },
        `${label} an attempt could not be written down: ${(error as Error).message}`,
      );
    }
  }
}
