// Exports of the adminShell batch; packages/ui/src/index.ts re-exports this file.
export { AdminShell, type AdminShellProps } from '../components/AdminShell/AdminShell';
export { AdminNav, type AdminNavProps } from '../components/AdminShell/AdminNav';
export { AdminAccount, type AdminAccountProps, type AdminUser } from '../components/AdminShell/AdminAccount';
export { adminPaths, isCurrentPath } from '../components/AdminShell/adminPaths';
export { AdminPageHeader, type AdminPageHeaderProps } from '../components/AdminPageHeader/AdminPageHeader';
export { DashboardCounters, type DashboardCountersProps } from '../components/DashboardCounters/DashboardCounters';
export { DashboardCounter, type DashboardCounterProps } from '../components/DashboardCounters/DashboardCounter';
export { DashboardIcon, KeyIcon, LogOutIcon, UsersIcon } from '../icons/adminShellIcons';
