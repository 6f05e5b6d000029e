// The adminShell components and what they take; packages/ui/src/index.ts re-exports this file.

export { AdminPageHeader, type AdminPageHeaderProps } from '../components/AdminPageHeader/AdminPageHeader.tsx';
export { AdminAccount, type AdminAccountProps, type AdminUser } from '../components/AdminShell/AdminAccount.tsx';
export { AdminNav, type AdminNavProps } from '../components/AdminShell/AdminNav.tsx';
export { AdminShell, type AdminShellProps } from '../components/AdminShell/AdminShell.tsx';
export { type AdminNavItem, isCurrentPath } from '../components/AdminShell/adminNavigation.ts';
export { ContentMirrorStatus, type ContentMirrorStatusProps } from '../components/ContentMirrorStatus/ContentMirrorStatus.tsx';
export type { ContentMirror } from '../components/ContentMirrorStatus/contentMirror.ts';
export { DashboardCounter, type DashboardCounterProps } from '../components/DashboardCounters/DashboardCounter.tsx';
export { DashboardCounters, type DashboardCountersProps } from '../components/DashboardCounters/DashboardCounters.tsx';
export { DashboardIcon, KeyIcon, LogOutIcon, UsersIcon } from '../icons/adminShellIcons.tsx';
