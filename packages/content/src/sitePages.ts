/** The site's pages, for the sitemap: every public path but the posts and the unknown ones. */
export const sitePages: readonly string[] = [
  '/',
  '/how-it-works',
  '/features',
  '/dashcams',
  '/pricing',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/gdpr',
  '/blog/all',
  '/contact',
  '/request-demo',
];
