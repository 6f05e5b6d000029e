import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import { RepeatingPass } from '../background/RepeatingPass.ts';

interface OutboxRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export interface OutboxSenderOptions {
  smtpUrl: string | undefined;
  from: string;
  pollMs?: number;
  /** Attempts before an e-mail is marked failed (10 unless given). */
  maxAttempts?: number;
  /** The wait after the first failed attempt (30 s unless given); see retryDelaySeconds. */
  retrySeconds?: number;
  logger: Logger;
}

/** The wait before the next attempt: `first`, then twice that, four times … capped at one hour (30 s, 1 min, 2 min … by default). */
export function retryDelaySeconds(attempts: number, first = 30): number {
  return Math.min(3600, first * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox through SMTP. Rows are claimed with a lease (SKIP LOCKED), so several API
 * instances can run a sender each; a failed send is retried with backoff, a row that keeps failing
 * is marked failed. Without SMTP_URL mail stays in the outbox.
 */
export class OutboxSender {
  private readonly transporter: Transporter | undefined;
  private readonly passes: RepeatingPass;
  private readonly logger: Logger;

  private readonly db: Database;
  private readonly options: OutboxSenderOptions;

  constructor(db: Database, options: OutboxSenderOptions) {
    this.db = db;
    this.options = options;
    this.logger = options.logger;
    this.transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    this.passes = new RepeatingPass(() => this.drain(), { pollMs: options.pollMs ?? 5000, logger: this.logger, name: '[mail] outbox pass' });
  }

  start(): void {
    if (!this.transporter) {
      this.logger.info('[mail] SMTP_URL is not set: e-mails are kept in the outbox table and not sent.');
      return;
    }
    this.passes.start();
  }

  /** Sends soon: called after a lead commits. */
  wake(): void {
    if (!this.transporter) {
      this.logger.info('[mail] an e-mail was queued in the outbox (SMTP_URL is not set, so it waits there).');
      return;
    }
    this.passes.wake();
  }

  /**
   * Stops between two e-mails: the one being handed to the mail server is finished and recorded, and those claimed with
   * it but not yet sent are handed back (their attempt uncounted), so that the next start, or another instance, sends
   * them at once. Nothing is sent twice and nothing waits out a lease.
   */
  async stop(): Promise<void> {
    await this.passes.stop();
    this.transporter?.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.passes.stopping) return;
      const batch = await this.db.query<OutboxRow>(
        `update outbox set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
         where id in (select id from outbox where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit 10 for update skip locked)
         returning id, to_address, reply_to, subject, text_body, html_body, attempts`,
      );
      if (batch.length === 0) return;
      for (const [index, row] of batch.entries()) {
        if (this.passes.stopping) {
          await this.handBack(batch.slice(index));
          return;
        }
        await this.send(row);
      }
    }
  }

  /** Claimed rows the pass will not send after all: pending again at once, with the attempt that was not made taken back. */
  private async handBack(rows: OutboxRow[]): Promise<void> {
    await this.db.query(`update outbox set attempts = attempts - 1, next_attempt_at = now() where id = any($1::uuid[]) and status = 'pending'`, [
      rows.map((row) => row.id),
    ]);
    this.logger.info({ emails: rows.length }, `[mail] stopping: ${rows.length} e-mails claimed but not sent are left to the next start`);
  }

  /**
   * Only the mail server's refusal counts as a failed attempt. A database that cannot record the outcome throws,
   * ending the pass: the row stays claimed and is tried again when its lease runs out.
   */
  private async send(row: OutboxRow): Promise<void> {
    try {
      await this.transporter!.sendMail({
        from: this.options.from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      await this.recordRefusal(row, error as Error);
      return;
    }
    await this.db.query(`update outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [row.id]);
  }

  private async recordRefusal(row: OutboxRow, error: Error): Promise<void> {
    const message = error.message.slice(0, 500);
    const failed = row.attempts >= (this.options.maxAttempts ?? 10);
    await this.db.query(`update outbox set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) where id = $1`, [
      row.id,
      failed ? 'failed' : 'pending',
      message,
      retryDelaySeconds(row.attempts, this.options.retrySeconds),
    ]);
    this.logger[failed ? 'error' : 'warn'](
      { event: 'mail_failed', outboxId: row.id, attempt: row.attempts, givingUp: failed, error: message },
      `[mail] sending "${row.subject}" failed (attempt ${row.attempts}${failed ? ', giving up' : ''}): ${message}`,
    );
  }
}
