import type { Config } from '../config.ts';
import type { Logger } from '../logging/createLogger.ts';
import type { AnalyticsService } from './analytics/createAnalyticsService.ts';
import type { InsightsService } from './analytics/createInsightsService.ts';
import type { AuditService } from './audit/createAuditService.ts';
import type { AuthService } from './auth/createAuthService.ts';
import type { TwoStepService } from './auth/twoStep/createTwoStepService.ts';
import type { PageCache } from './cache/PageCache.ts';
import type { PublicCache } from './cache/PublicCache.ts';
import type { ContentService } from './content/createContentService.ts';
import type { ContentMirror } from './contentMirror/createContentMirror.ts';
import type { DemoUrlService } from './demoUrls/createDemoUrlService.ts';
import type { LeadInboxService } from './leads/createLeadInboxService.ts';
import type { LeadService } from './leads/createLeadService.ts';
import type { LeadSettingsService } from './leads/routing/createLeadSettingsService.ts';
import type { OutboxService } from './mail/createOutboxService.ts';
import type { ManagerService } from './managers/createManagerService.ts';
import type { Metrics } from './metrics/createMetrics.ts';
import type { PublicDataService } from './publicData/createPublicDataService.ts';
import type { WebhookService } from './webhooks/createWebhookService.ts';

export interface Services {
  config: Config;
  logger: Logger;
  /** Resolves when the database answers a trivial query (readiness). */
  pingDatabase(): Promise<void>;
  /** Public reads, dropped whenever the database announces a change. */
  cache: PublicCache;
  /** The site's pages as rendered, each dropped when the data it shows changes. */
  pages: PageCache;
  /**
   * Drops what a change to `table` makes out of date (NOTIFY public_cache's payload): every public read, and the
   * pages showing its data; '' (a change that cannot be named, or notifications that may have been missed) drops all.
   */
  dataChanged(table: string): void;
  auth: AuthService;
  /** Second factors: enrolment, codes, and the team's requirement. */
  twoStep: TwoStepService;
  /** The append-only trail of security-relevant events. */
  audit: AuditService;
  managers: ManagerService;
  demoUrls: DemoUrlService;
  leads: LeadService;
  /** The leads inbox: lists, details, status, owner and notes, export. */
  leadInbox: LeadInboxService;
  /** How new leads are assigned and the response clock counts. */
  leadSettings: LeadSettingsService;
  /** Outbound webhook endpoints and their delivery log. */
  webhooks: WebhookService;
  /** Failed e-mail sent again by hand. */
  outbox: OutboxService;
  publicData: PublicDataService;
  content: ContentService;
  /** The mirror of a WordPress site (CONTENT_SOURCE_URL) in the content tables; idle without one. */
  contentMirror: ContentMirror;
  /** First-party page views, without cookies (POST and GET /functions/v1/collect). */
  analytics: AnalyticsService;
  /** The admin's Insights: traffic, sources, the funnel from visitor to opened demo link. */
  insights: InsightsService;
  /** What GET /metrics exposes (with METRICS_TOKEN); the services count into `metrics.product`. */
  metrics: Metrics;
}
