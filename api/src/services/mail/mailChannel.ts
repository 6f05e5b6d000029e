import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { OutboxChannel } from '../outbox/OutboxEngine.ts';

export interface OutboxRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** An attempt to hand an e-mail to the mail server: accepted, or refused with the server's reason. */
export interface MailOutcome {
  delivered: boolean;
  error?: string;
}

/**
 * The outbox table as the outbox engine's channel: ten due e-mails claimed at a time with a five-minute lease, sent
 * through SMTP. Only the mail server's refusal counts as a failed attempt.
 */
export function mailChannel(
  db: Database,
  transporter: Transporter | undefined,
  options: { from: string; logger: Logger },
): OutboxChannel<OutboxRow, MailOutcome> {
  return {
    claim: () =>
      db.query<OutboxRow>(
        `update outbox set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
         where id in (select id from outbox where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit 10 for update skip locked)
         returning id, to_address, reply_to, subject, text_body, html_body, attempts`,
      ),

    async handBack(rows) {
      await db.query(`update outbox set attempts = attempts - 1, next_attempt_at = now() where id = any($1::uuid[]) and status = 'pending'`, [
        rows.map((row) => row.id),
      ]);
      options.logger.info({ emails: rows.length }, `[mail] stopping: ${rows.length} e-mails claimed but not sent are left to the next start`);
    },

    async send(row) {
      try {
        await transporter!.sendMail({
          from: options.from,
          to: row.to_address,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
        return { delivered: true };
      } catch (error) {
        return { delivered: false, error: (error as Error).message.slice(0, 500) };
      }
    },

    async record(row, outcome, { givingUp, retryInSeconds }) {
      if (outcome.delivered) {
        await db.query(`update outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [row.id]);
        return;
      }
      await db.query(`update outbox set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) where id = $1`, [
        row.id,
        givingUp ? 'failed' : 'pending',
        outcome.error,
        retryInSeconds,
      ]);
      options.logger[givingUp ? 'error' : 'warn'](
        { event: 'mail_failed', outboxId: row.id, attempt: row.attempts, givingUp, error: outcome.error },
        `[mail] sending "${row.subject}" failed (attempt ${row.attempts}${givingUp ? ', giving up' : ''}): ${outcome.error}`,
      );
    },
  };
}
