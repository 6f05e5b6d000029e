import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { OutboxEngine } from '../outbox/OutboxEngine.ts';
import { doublingRetries } from '../outbox/RetrySchedule.ts';
import { type MailOutcome, mailChannel, type OutboxRow } from './mailChannel.ts';

export interface MailSenderOptions {
  smtpUrl: string | undefined;
  from: string;
  pollMs?: number;
  /** Attempts before an e-mail is marked failed (10 unless given). */
  maxAttempts?: number;
  /** The wait after the first failed attempt (30 s unless given), doubling to an hour. */
  retrySeconds?: number;
  logger: Logger;
}

/**
 * Delivers the outbox through SMTP on the outbox engine (mailChannel.ts): rows are claimed ten at a time with a lease
 * (SKIP LOCKED), so several API instances can run a sender each; a refused e-mail is retried with backoff, one that
 * keeps being refused is marked failed. Without SMTP_URL mail stays in the outbox.
 */
export class MailSender {
  private readonly transporter: Transporter | undefined;
  private readonly engine: OutboxEngine<OutboxRow, MailOutcome>;
  private readonly logger: Logger;

  constructor(db: Database, options: MailSenderOptions) {
    this.logger = options.logger;
    this.transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    this.engine = new OutboxEngine(mailChannel(db, this.transporter, options), {
      retries: doublingRetries(options.maxAttempts ?? 10, options.retrySeconds ?? 30),
      pollMs: options.pollMs ?? 5000,
      logger: options.logger,
      label: '[mail]',
      passName: 'outbox pass',
      idField: 'outboxId',
    });
  }

  start(): void {
    if (!this.transporter) {
      this.logger.info('[mail] SMTP_URL is not set: e-mails are kept in the outbox table and not sent.');
      return;
    }
    this.engine.start();
  }

  /** Sends soon: called after a lead commits. */
  wake(): void {
    if (!this.transporter) {
      this.logger.info('[mail] an e-mail was queued in the outbox (SMTP_URL is not set, so it waits there).');
      return;
    }
    this.engine.wake();
  }

  /**
   * Stops between two e-mails: the one being handed to the mail server is finished and recorded, and those claimed with
   * it but not yet sent are handed back (their attempt uncounted), so that the next start, or another instance, sends
   * them at once. Nothing is sent twice and nothing waits out a lease.
   */
  async stop(): Promise<void> {
    await this.engine.stop();
    this.transporter?.close();
  }
}
