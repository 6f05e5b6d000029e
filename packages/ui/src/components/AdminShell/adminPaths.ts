/** The staff area's routes (spec §2), shared by the shell's navigation and the dashboard's shortcuts. */
export const adminPaths = {
  /** The login page. */
  signIn: '/admin',
  /** Where an authorization failure sends people (spec §2); it shows the login too. */
  signInAgain: '/admin/login',
  dashboard: '/admin/dashboard',
  demoUrls: '/admin/demo-urls',
  managers: '/admin/managers',
  auditLog: '/admin/audit-log',
  changePassword: '/admin/change-password',
} as const;

/** A nav item stays current on its sub-pages too (e.g. a future /admin/demo-urls/123). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
