import { DashboardIcon, UsersIcon } from '../../icons/adminShellIcons.tsx';
import { LinkIcon, ShieldIcon } from '../../icons/icons.tsx';
import type { AdminNavItem } from './adminNavigation.ts';

/** The stories' staff area: what an app passes in (any paths do; the admin's own are in admin/src/adminPaths.ts). */
export const storyPaths = {
  dashboard: '/staff/dashboard',
  demoUrls: '/staff/demo-urls',
  managers: '/staff/managers',
  auditLog: '/staff/audit-log',
  changePassword: '/staff/change-password',
} as const;

export const storyNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: storyPaths.dashboard, Icon: DashboardIcon },
  { label: 'Demo URLs', href: storyPaths.demoUrls, Icon: LinkIcon },
];

export const storySuperNavItems: readonly AdminNavItem[] = [
  ...storyNavItems,
  { label: 'Sales Managers', href: storyPaths.managers, Icon: UsersIcon },
  { label: 'Audit Log', href: storyPaths.auditLog, Icon: ShieldIcon },
];
