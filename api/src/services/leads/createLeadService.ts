import type { ContactRequest, DemoRequest } from '@fleet/api-client';
import type { RateLimit } from '../../config.ts';
import type { Database, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { DemoUrlService } from '../demoUrls/createDemoUrlService.ts';
import { contactToSales, demoAccessToRequester, demoRequestToSales } from '../mail/composeLeadEmails.ts';
import type { OutgoingEmail } from '../mail/OutgoingEmail.ts';
import { hitRateLimit } from '../rateLimit/hitRateLimit.ts';

export interface LeadServiceOptions {
  salesEmail: string;
  formRateLimits: readonly RateLimit[];
  demoUrls: DemoUrlService;
  /** Called after a commit that queued mail. */
  onQueued: () => void;
  logger: Logger;
}

async function enqueue(tx: Transaction, leadId: string, email: OutgoingEmail) {
  await tx.query(`insert into outbox (lead_id, to_address, reply_to, subject, text_body, html_body) values ($1, $2, $3, $4, $5, $6)`, [
    leadId,
    email.to,
    email.replyTo ?? null,
    email.subject,
    email.text,
    email.html,
  ]);
}

async function insertLead(tx: Transaction, kind: 'contact' | 'demo', lead: ContactRequest | DemoRequest, ip: string) {
  const { website: _honeypot, ...payload } = lead;
  const [row] = await tx.query<{ id: string }>('insert into leads (kind, email, payload, client_ip) values ($1, $2, $3, $4) returning id', [
    kind,
    lead.email.trim(),
    JSON.stringify(payload),
    ip,
  ]);
  return row!.id;
}

/**
 * The two lead forms. A lead and the e-mails it causes are committed in one transaction before
 * the answer (the outbox); sending happens later, with retries.
 */
export function createLeadService(db: Database, options: LeadServiceOptions) {
  const { logger } = options;
  const isBot = (lead: { website?: string }) => Boolean(lead.website?.trim());

  return {
    async contact(lead: ContactRequest, ip: string): Promise<string> {
      const message = 'Thank you for your message. We will get back to you within 24 hours.';
      if (isBot(lead)) {
        logger.info({ event: 'honeypot', form: 'contact', ip }, `[leads] dropped a contact form with the honeypot filled, from ${ip}`);
        return message;
      }
      await hitRateLimit(db, `form:${ip}`, options.formRateLimits);
      await db.transaction(async (tx) => {
        const id = await insertLead(tx, 'contact', lead, ip);
        await enqueue(tx, id, contactToSales(lead, options.salesEmail));
      });
      options.onQueued();
      return message;
    },

    async demo(lead: DemoRequest, ip: string): Promise<string> {
      const email = lead.email.trim();
      const message = `Your demo access link has been sent to ${email}.`;
      if (isBot(lead)) {
        logger.info({ event: 'honeypot', form: 'demo', ip }, `[leads] dropped a demo request with the honeypot filled, from ${ip}`);
        return message;
      }
      await hitRateLimit(db, `form:${ip}`, options.formRateLimits);
      await db.transaction(async (tx) => {
        const id = await insertLead(tx, 'demo', lead, ip);
        const demo = await options.demoUrls.issueOrReuse(tx, email);
        await enqueue(tx, id, demoAccessToRequester(lead, demo, options.salesEmail));
        await enqueue(tx, id, demoRequestToSales(lead, options.salesEmail, demo));
      });
      options.onQueued();
      return message;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
