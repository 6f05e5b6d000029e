/** react-query keys of the admin's server state, one factory so hooks and invalidation agree. */
export const adminKeys = {
  demoUrls: () => ['admin', 'demoUrls'] as const,
  managers: () => ['admin', 'managers'] as const,
  sessions: () => ['admin', 'sessions'] as const,
  twoStep: () => ['admin', 'twoStep'] as const,
  securitySettings: () => ['admin', 'securitySettings'] as const,
  contentSync: () => ['admin', 'contentSync'] as const,
  /** One page of the audit trail for one set of filters. */
  auditLog: (filters: object, page: number) => ['admin', 'auditLog', filters, page] as const,
};
