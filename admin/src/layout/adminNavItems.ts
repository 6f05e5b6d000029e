import type { Manager } from '@fleet/api-client';
import type { AdminNavItem } from '@fleet/ui/components/AdminShell/adminNavigation.ts';
import { ChartIcon, DashboardIcon, LinkIcon, MailIcon, ShieldIcon, UsersIcon, WebhookIcon } from '@fleet/ui/icons';
import { adminPaths } from '../adminPaths.ts';

const everyone: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: adminPaths.dashboard, Icon: DashboardIcon },
  { label: 'Demo URLs', href: adminPaths.demoUrls, Icon: LinkIcon },
  { label: 'Leads', href: adminPaths.leads, Icon: MailIcon },
  { label: 'Insights', href: adminPaths.insights, Icon: ChartIcon },
];

const superAdmins: readonly AdminNavItem[] = [
  ...everyone,
  { label: 'Sales Managers', href: adminPaths.managers, Icon: UsersIcon },
  { label: 'Webhooks', href: adminPaths.webhooks, Icon: WebhookIcon },
  { label: 'Audit Log', href: adminPaths.auditLog, Icon: ShieldIcon },
];

/** The shell's navigation: the team's pages only for super admins, who alone may open them. */
export const adminNavItems = (manager: Pick<Manager, 'role'>) => (manager.role === 'super' ? superAdmins : everyone);
