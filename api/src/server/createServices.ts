import type { Config } from '../config.ts';
import type { Database } from '../db/Database.ts';
import { pageFreshMs, pageStaleMs } from '../http/site/pageCachePolicy.ts';
import type { Logger } from '../logging/createLogger.ts';
import { createAnalyticsService } from '../services/analytics/createAnalyticsService.ts';
import { createInsightsService } from '../services/analytics/createInsightsService.ts';
import { createAuditService } from '../services/audit/createAuditService.ts';
import { createAuthService } from '../services/auth/createAuthService.ts';
import { createTwoStepService } from '../services/auth/twoStep/createTwoStepService.ts';
import { tagOfTable } from '../services/cache/dataTags.ts';
import { PageCache } from '../services/cache/PageCache.ts';
import type { PublicCache } from '../services/cache/PublicCache.ts';
import { createContentService } from '../services/content/createContentService.ts';
import { createContentMirror } from '../services/contentMirror/createContentMirror.ts';
import { createDemoUrlService } from '../services/demoUrls/createDemoUrlService.ts';
import { createLeadInboxService } from '../services/leads/createLeadInboxService.ts';
import { createLeadService } from '../services/leads/createLeadService.ts';
import { createLeadSettingsService } from '../services/leads/routing/createLeadSettingsService.ts';
import { createOutboxService } from '../services/mail/createOutboxService.ts';
import { createManagerService } from '../services/managers/createManagerService.ts';
import { createMetrics } from '../services/metrics/createMetrics.ts';
import { createPublicDataService } from '../services/publicData/createPublicDataService.ts';
import type { Services } from '../services/Services.ts';
import { createWebhookService } from '../services/webhooks/createWebhookService.ts';

/** What the background senders are woken with after a commit that queued their work. */
export interface Wakers {
  mail: () => void;
  webhooks: () => void;
}

export function createServices(db: Database, config: Config, cache: PublicCache, wake: Wakers, logger: Logger, encryptionKey: Buffer): Services {
  const onMailQueued = wake.mail;
  const pages = new PageCache({ maxBytes: config.pageCacheBytes, freshMs: pageFreshMs, staleMs: pageStaleMs });
  const metrics = createMetrics({ exposed: config.metricsToken !== undefined, db, pages, contentSource: config.contentSource !== undefined });
  const demoUrls = createDemoUrlService(db, {
    publicUrl: config.publicUrl,
    logger,
    onQueued: onMailQueued,
    onWebhooksQueued: wake.webhooks,
    metrics: metrics.product,
  });
  const twoStep = createTwoStepService(db, encryptionKey, logger);
  const analytics = createAnalyticsService(db, {
    site: config.publicUrl,
    logger,
    perAddressPerMinute: config.collectPerAddressPerMinute,
    metrics: metrics.product,
  });
  const dataChanged = (table: string) => {
    cache.clear();
    const tag = tagOfTable(table);
    pages.drop(tag ? [tag] : 'all');
  };
  return {
    config,
    logger,
    async pingDatabase() {
      await db.query('select 1');
    },
    cache,
    pages,
    dataChanged,
    auth: createAuthService(db, logger, twoStep, metrics.product),
    twoStep,
    audit: createAuditService(db),
    managers: createManagerService(db, logger),
    demoUrls,
    leads: createLeadService(db, {
      salesEmail: config.salesEmail,
      formRateLimits: config.formRateLimits,
      demoUrls,
      onQueued: onMailQueued,
      onWebhooksQueued: wake.webhooks,
      publicUrl: config.publicUrl,
      logger,
      metrics: metrics.product,
      analytics,
    }),
    leadInbox: createLeadInboxService(db, demoUrls, { onWebhooksQueued: wake.webhooks }),
    leadSettings: createLeadSettingsService(db),
    webhooks: createWebhookService(db, { encryptionKey, allowedHosts: config.webhooks.allowedHosts, onQueued: wake.webhooks }),
    outbox: createOutboxService(db, onMailQueued),
    publicData: createPublicDataService(db, cache),
    content: createContentService(db, { publicUrl: config.publicUrl, siteName: config.siteName, cache }),
    contentMirror: createContentMirror(db, { source: config.contentSource, logger, onChanged: () => dataChanged('wp_posts') }),
    metrics,
    analytics,
    insights: createInsightsService(db),
  };
}
