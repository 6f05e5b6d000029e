/** react-query keys of the admin's server state. */
export const adminKeys = {
  demoUrls: ['admin', 'demoUrls'] as const,
  managers: ['admin', 'managers'] as const,
  sessions: ['admin', 'sessions'] as const,
};
