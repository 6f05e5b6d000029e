import { demoUrlAnchor } from '@fleet/ui/components/DemoUrlRow/demoUrl.ts';

/** The staff area's routes: the route table, the shell's navigation and the dashboard's shortcuts lead to these. */
export const adminPaths = {
  /** The login page. */
  signIn: '/admin',
  /** Where an authorization failure sends people; it shows the login too. */
  signInAgain: '/admin/login',
  dashboard: '/admin/dashboard',
  demoUrls: '/admin/demo-urls',
  /** The leads inbox; its filters and page ride in the query string (`?status=new&page=2`). */
  leads: '/admin/leads',
  /** One lead's page, as the route table names it; `leadPath(id)` fills it in. */
  lead: '/admin/leads/:id',
  /** Where visitors and leads came from; the range rides in the query string (`?days=90`, `?from=…&to=…`). */
  insights: '/admin/insights',
  managers: '/admin/managers',
  /** The outbound webhook endpoints; `webhookPath(id)` is one endpoint's deliveries. */
  webhooks: '/admin/webhooks',
  webhook: '/admin/webhooks/:id',
  auditLog: '/admin/audit-log',
  changePassword: '/admin/change-password',
} as const;

/** One lead's page. */
export const leadPath = (id: string) => `${adminPaths.leads}/${encodeURIComponent(id)}`;

/** A demo link's row in the demo URL list; the list scrolls to it and marks it. */
export const demoUrlPath = (id: string) => `${adminPaths.demoUrls}#${demoUrlAnchor(id)}`;

/** One webhook endpoint's deliveries. */
export const webhookPath = (id: string) => `${adminPaths.webhooks}/${encodeURIComponent(id)}`;
