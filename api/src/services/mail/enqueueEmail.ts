import type { Queryable } from '../../db/Database.ts';
import type { OutgoingEmail } from './OutgoingEmail.ts';

/**
 * Puts an e-mail in the outbox, in the caller's transaction: it is sent after the commit (MailSender), and
 * never without the change that caused it. `leadId` ties it to the lead it is about, for the inbox.
 */
export async function enqueueEmail(tx: Queryable, email: OutgoingEmail, leadId: string | null = null): Promise<void> {
  // The moment of the insert, not of the transaction: a lead's e-mails then list in the order they were made.
  await tx.query(
    `insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body, created_at) values ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
    [leadId, email.to, email.replyTo ?? null, email.subject, email.text, email.html],
  );
}
