/** Every public page of the site, as the bench measures them (BENCH_ROUTES picks a subset). */
export const publicRoutes = [
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/dashcams',
  '/about',
  '/contact',
  '/request-demo',
  '/blog/all',
  '/privacy-policy',
  '/terms-of-service',
  '/gdpr',
] as const;
