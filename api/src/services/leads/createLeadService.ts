import type { ContactRequest, DemoRequest, LeadAttribution } from '@fleet/api-client';
import type { RateLimit } from '../../config.ts';
import type { Database, Transaction } from '../../db/Database.ts';
import type { Logger } from '../../logging/createLogger.ts';
import type { AnalyticsService, Sender } from '../analytics/createAnalyticsService.ts';
import type { DemoUrlService } from '../demoUrls/createDemoUrlService.ts';
import { contactToSales, demoAccessToRequester, demoRequestToSales } from '../mail/composeLeadEmails.ts';
import { requestedAgainToOwner } from '../mail/composeLeadHandlingEmails.ts';
import { enqueueEmail } from '../mail/enqueueEmail.ts';
import type { ProductMetrics } from '../metrics/ProductMetrics.ts';
import { addressGroup } from '../rateLimit/addressGroup.ts';
import { hitRateLimit } from '../rateLimit/hitRateLimit.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueueWebhookEvent.ts';
import { findLeadSummary } from './leadRow.ts';
import { addBusinessMinutes } from './routing/businessHours.ts';
import { businessHoursOf, readLeadSettings } from './routing/createLeadSettingsService.ts';
import { nextAssignee } from './routing/nextAssignee.ts';

export interface LeadServiceOptions {
  salesEmail: string;
  formRateLimits: readonly RateLimit[];
  demoUrls: DemoUrlService;
  /** Called after a commit that queued mail. */
  onQueued: () => void;
  /** Called after a commit that may have queued webhook deliveries. */
  onWebhooksQueued: () => void;
  /** The site's address, for links to a lead's page in the e-mails to the team. */
  publicUrl: string;
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

/** Takes requests from one address one at a time, until the transaction ends (taken again, it is already held). */
const lockAddress = (tx: Transaction, email: string) => tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`lead:${email.toLowerCase()}`]);

/** What came of a request: the lead it made or joined. */
interface Received {
  id: string;
  joined: boolean;
}

/**
 * Stores a request. From the address of an open lead (neither won nor lost) last requested within 90 days, it joins
 * that lead as a repeat request: kept in lead_requests with its own fields, attribution, time and client address, its
 * owner told, and `lead.requested_again` queued. It changes none of the lead's fields, kind or attribution: anyone can
 * type someone's address into a form, so only the request that made the lead speaks for it (only the counts of
 * requests move, and a demo request's link, sent to the address itself, is the lead's newest). Otherwise it makes a
 * new lead, with its response deadline and, with round robin, its owner. Requests from one address are taken one at
 * a time (a transaction lock on the address), so two at once, on two instances too, make one lead.
 */
async function receive(tx: Transaction, lead: ContactRequest | DemoRequest, arrival: Arrival, options: LeadServiceOptions): Promise<Received> {
  const { website: _honeypot, ...payload } = lead;
  const email = lead.email.trim();
  const { kind, ip, attribution, demoUrlId = null } = arrival;
  const fields = JSON.stringify(payload);
  const origin = attribution && JSON.stringify(attribution);
  const keepRequest = async (leadId: string) => {
    const [kept] = await tx.query<{ at: Date }>(
      'insert into lead_requests (lead_id, kind, payload, attribution, client_ip) values ($1, $2, $3, $4, $5) returning at',
      [leadId, kind, fields, origin, ip],
    );
    return kept!.at;
  };
  await lockAddress(tx, email);
  const [open] = await tx.query<{ id: string; owner_email: string | null }>(
    `select l.id, o.email as owner_email from leads l left join managers o on o.id = l.owner_id and o.status = 'active'
     where lower(l.email) = lower($1) and l.status not in ('won', 'lost') and l.last_requested_at > now() - interval '90 days'
     order by l.last_requested_at desc limit 1 for update of l`,
    [email],
  );
  if (open) {
    await tx.query('update leads set last_requested_at = now(), request_count = request_count + 1, demo_url_id = coalesce($2, demo_url_id) where id = $1', [
      open.id,
      demoUrlId,
    ]);
    const at = await keepRequest(open.id);
    const summary = await findLeadSummary(tx, open.id);
    if (open.owner_email) {
      const mention = { id: open.id, name: `${summary.first_name} ${summary.last_name}`, company: summary.company, email: summary.email };
      await enqueueEmail(tx, requestedAgainToOwner(mention, { kind, fields: payload }, { email: open.owner_email }, options.publicUrl), open.id);
    }
    const request = { at: at.toISOString(), kind, fields: payload, attribution };
    await enqueueWebhookEvent(tx, 'lead.requested_again', { ...summary, request });
    return { id: open.id, joined: true };
  }
  const settings = await readLeadSettings(tx);
  const respondBy = addBusinessMinutes(new Date(), settings.response_target_minutes, businessHoursOf(settings));
  const owner = await nextAssignee(tx, settings.assignment);
  const [row] = await tx.query<{ id: string }>(
    `insert into leads (kind, email, payload, client_ip, demo_url_id, attribution, respond_by, owner_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [kind, email, fields, ip, demoUrlId, origin, respondBy, owner?.id ?? null],
  );
  const id = row!.id;
  await keepRequest(id);
  if (owner) {
    await tx.query(`insert into lead_events (lead_id, actor_name, kind, to_value) values ($1, 'Round robin', 'owner', $2)`, [id, owner.name]);
  }
  await enqueueWebhookEvent(tx, 'lead.created', await findLeadSummary(tx, id));
  return { id, joined: false };
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
      await hitRateLimit(db, `form:${addressGroup(ip)}`, options.formRateLimits);
      const attribution = await attributionOf(sender);
      await db.transaction(async (tx) => {
        const { id, joined } = await receive(tx, lead, { kind: 'contact', ip, attribution }, options);
        await enqueueEmail(tx, contactToSales(lead, options.salesEmail, joined), id);
      });
      options.onQueued();
      options.onWebhooksQueued();
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
      await hitRateLimit(db, `form:${addressGroup(ip)}`, options.formRateLimits);
      const attribution = await attributionOf(sender);
      const issued = await db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const { link, issued } = await options.demoUrls.issueOrReuse(tx, email);
        const { id, joined } = await receive(tx, lead, { kind: 'demo', ip, attribution, demoUrlId: link.id }, options);
        await enqueueEmail(tx, demoAccessToRequester(lead, link, options.salesEmail), id);
        await enqueueEmail(tx, demoRequestToSales(lead, options.salesEmail, link, joined), id);
        return issued;
      });
      options.onQueued();
      options.onWebhooksQueued();
      metrics.leadReceived('demo');
      if (issued) metrics.demoLinkGenerated('website');
      return message;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
