import type { ContactRequest, DemoRequest, LeadAttribution } from '@fleet/api-client';
import type { RateLimit } from '../../config.ts';
import type { Database, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { AnalyticsService, Sender } from '../analytics/createAnalyticsService.ts';
import type { DemoUrlService } from '../demoUrls/createDemoUrlService.ts';
import { contactToSales, demoAccessToRequester, demoRequestToSales } from '../mail/composeLeadEmails.ts';
import { enqueueEmail } from '../mail/enqueueEmail.ts';
import type { ProductMetrics } from '../metrics/ProductMetrics.ts';
import { hitRateLimit } from '../rateLimit/hitRateLimit.ts';

export interface LeadServiceOptions {
  salesEmail: string;
  formRateLimits: readonly RateLimit[];
  demoUrls: DemoUrlService;
  /** Called after a commit that queued mail. */
  onQueued: () => void;
  logger: Logger;
  metrics: Pick<ProductMetrics, 'leadReceived' | 'demoLinkGenerated'>;
  analytics: Pick<AnalyticsService, 'attributionOf'>;
}

interface Arrival {
  kind: 'contact' | 'demo';
  ip: string;
  attribution: LeadAttribution | null;
  demoUrlId?: string;
}

/** Stores a lead as it was sent (the honeypot aside), with where it came from; a demo request with the demo link it was given. */
async function insertLead(tx: Transaction, lead: ContactRequest | DemoRequest, { kind, ip, attribution, demoUrlId }: Arrival) {
  const { website: _honeypot, ...payload } = lead;
  const [row] = await tx.query<{ id: string }>(
    'insert into leads (kind, email, payload, client_ip, demo_url_id, attribution) values ($1, $2, $3, $4, $5, $6) returning id',
    [kind, lead.email.trim(), JSON.stringify(payload), ip, demoUrlId ?? null, attribution && JSON.stringify(attribution)],
  );
  return row!.id;
}

/**
 * The two lead forms. A lead and the e-mails it causes are committed in one transaction before
 * the answer (the outbox); sending happens later, with retries.
 */
export function createLeadService(db: Database, options: LeadServiceOptions) {
  const { logger, metrics } = options;
  const isBot = (lead: { website?: string }) => Boolean(lead.website?.trim());
  // A lead is never lost for want of its attribution: it is kept without one.
  const attributionOf = (sender: Sender) =>
    options.analytics.attributionOf(sender).catch((error: Error) => {
      logger.warn({ err: error }, `[leads] where a lead came from could not be read: ${error.message}`);
      return null;
    });

  return {
    async contact(lead: ContactRequest, sender: Sender): Promise<string> {
      const ip = sender.address;
      const message = 'Thank you for your message. We will get back to you within 24 hours.';
      if (isBot(lead)) {
        logger.info({ event: 'honeypot', form: 'contact', ip }, `[leads] dropped a contact form with the honeypot filled, from ${ip}`);
        return message;
      }
      await hitRateLimit(db, `form:${ip}`, options.formRateLimits);
      const attribution = await attributionOf(sender);
      await db.transaction(async (tx) => {
        const id = await insertLead(tx, lead, { kind: 'contact', ip, attribution });
        await enqueueEmail(tx, contactToSales(lead, options.salesEmail), id);
      });
      options.onQueued();
      metrics.leadReceived('contact');
      return message;
    },

    async demo(lead: DemoRequest, sender: Sender): Promise<string> {
      const ip = sender.address;
      const email = lead.email.trim();
      const message = `Your demo access link has been sent to ${email}.`;
      if (isBot(lead)) {
        logger.info({ event: 'honeypot', form: 'demo', ip }, `[leads] dropped a demo request with the honeypot filled, from ${ip}`);
        return message;
      }
      await hitRateLimit(db, `form:${ip}`, options.formRateLimits);
      const attribution = await attributionOf(sender);
      const issued = await db.transaction(async (tx) => {
        const { link, issued } = await options.demoUrls.issueOrReuse(tx, email);
        const id = await insertLead(tx, lead, { kind: 'demo', ip, attribution, demoUrlId: link.id });
        await enqueueEmail(tx, demoAccessToRequester(lead, link, options.salesEmail), id);
        await enqueueEmail(tx, demoRequestToSales(lead, options.salesEmail, link), id);
        return issued;
      });
      options.onQueued();
      metrics.leadReceived('demo');
      if (issued) metrics.demoLinkGenerated('website');
      return message;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
