import type { DemoUrlSort } from '@fleet/ui/components/DemoUrlList/DemoUrlList.tsx';

/** react-query keys of the admin's server state, one factory so hooks and invalidation agree. */
export const adminKeys = {
  /** Every listing of the demo URLs, whatever its order. */
  demoUrls: () => ['admin', 'demoUrls'] as const,
  /** The demo URLs in one order (newest first, or the most recently opened first). */
  demoUrlList: (sort: DemoUrlSort) => ['admin', 'demoUrls', sort] as const,
  managers: () => ['admin', 'managers'] as const,
  sessions: () => ['admin', 'sessions'] as const,
  twoStep: () => ['admin', 'twoStep'] as const,
  securitySettings: () => ['admin', 'securitySettings'] as const,
  contentSync: () => ['admin', 'contentSync'] as const,
  /** How clients use their demo links (the dashboard's opens). */
  engagement: () => ['admin', 'engagement'] as const,
  /** Every page of the leads inbox, whatever its filters. */
  leadLists: () => ['admin', 'leads', 'list'] as const,
  /** One page of the leads inbox for one set of filters. */
  leadList: (filter: object, page: number) => ['admin', 'leads', 'list', filter, page] as const,
  /** Who the inbox can be filtered by. */
  leadOwners: () => ['admin', 'leads', 'owners'] as const,
  /** The sources and campaigns the leads came from. */
  leadOrigins: () => ['admin', 'leads', 'origins'] as const,
  /** The Insights report for one range of days. */
  insights: (from: string, to: string) => ['admin', 'insights', from, to] as const,
  /** One lead with its e-mails, demo link and history. */
  lead: (id: string) => ['admin', 'leads', 'detail', id] as const,
  /** How new leads are assigned and the response clock counts. */
  leadSettings: () => ['admin', 'leadSettings'] as const,
  /** Each owner's median response time and waiting leads (the dashboard). */
  responseTimes: () => ['admin', 'leads', 'responseTimes'] as const,
  /** The webhook endpoints. */
  webhooks: () => ['admin', 'webhooks'] as const,
  /** One endpoint's latest deliveries. */
  webhookDeliveries: (id: string) => ['admin', 'webhooks', 'deliveries', id] as const,
  /** One page of the audit trail for one set of filters. */
  auditLog: (filters: object, page: number) => ['admin', 'auditLog', filters, page] as const,
};
