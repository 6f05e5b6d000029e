/** The staff area's routes: the route table, the shell's navigation and the dashboard's shortcuts lead to these. */
export const adminPaths = {
  /** The login page. */
  signIn: '/admin',
  /** Where an authorization failure sends people; it shows the login too. */
  signInAgain: '/admin/login',
  dashboard: '/admin/dashboard',
  demoUrls: '/admin/demo-urls',
  managers: '/admin/managers',
  auditLog: '/admin/audit-log',
  changePassword: '/admin/change-password',
} as const;
