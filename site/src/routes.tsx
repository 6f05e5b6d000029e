import { Navigate, Route, Routes } from 'react-router-dom';
import { page } from './layout/page.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';

const HomeRoute = page('HomeRoute', () => import('./routes/HomeRoute.tsx'));
const HowItWorksRoute = page('HowItWorksRoute', () => import('./routes/HowItWorksRoute.tsx'));
const FeaturesRoute = page('FeaturesRoute', () => import('./routes/FeaturesRoute.tsx'));
const DashcamsRoute = page('DashcamsRoute', () => import('./routes/DashcamsRoute.tsx'));
const PricingRoute = page('PricingRoute', () => import('./routes/PricingRoute.tsx'));
const AboutRoute = page('AboutRoute', () => import('./routes/AboutRoute.tsx'));
const PrivacyPolicyRoute = page('PrivacyPolicyRoute', () => import('./routes/PrivacyPolicyRoute.tsx'));
const TermsOfServiceRoute = page('TermsOfServiceRoute', () => import('./routes/TermsOfServiceRoute.tsx'));
const GdprRoute = page('GdprRoute', () => import('./routes/GdprRoute.tsx'));
const ContactRoute = page('ContactRoute', () => import('./routes/ContactRoute.tsx'));
const RequestDemoRoute = page('RequestDemoRoute', () => import('./routes/RequestDemoRoute.tsx'));
const BlogListRoute = page('BlogListRoute', () => import('./routes/BlogListRoute.tsx'));
const BlogPostRoute = page('BlogPostRoute', () => import('./routes/BlogPostRoute.tsx'));
const NotFoundRoute = page('NotFoundRoute', () => import('./routes/NotFoundRoute.tsx'));

/** Each path and its page, for the browser to load a page's module before hydrating it. */
export const pagesByPath: ReadonlyMap<string, { load: () => Promise<unknown> }> = new Map<string, { load: () => Promise<unknown> }>([
  ['/', HomeRoute],
  ['/how-it-works', HowItWorksRoute],
  ['/features', FeaturesRoute],
  ['/dashcams', DashcamsRoute],
  ['/pricing', PricingRoute],
  ['/about', AboutRoute],
  ['/privacy-policy', PrivacyPolicyRoute],
  ['/terms-of-service', TermsOfServiceRoute],
  ['/gdpr', GdprRoute],
  ['/blog/all', BlogListRoute],
  ['/contact', ContactRoute],
  ['/request-demo', RequestDemoRoute],
]);

/** The paths rendered to HTML at build time (the catch-all becomes 404.html). */
export const prerenderedPaths = [...pagesByPath.keys()];

/** The public site, in the order of its navigation. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout isPage={isPage} />}>
        <Route index element={<HomeRoute />} />
        <Route path="how-it-works" element={<HowItWorksRoute />} />
        <Route path="features" element={<FeaturesRoute />} />
        <Route path="dashcams" element={<DashcamsRoute />} />
        <Route path="pricing" element={<PricingRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="terms-of-service" element={<TermsOfServiceRoute />} />
        <Route path="gdpr" element={<GdprRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="request-demo" element={<RequestDemoRoute />} />
        <Route path="blog" element={<Navigate to="/blog/all" replace />} />
        <Route path="blog/all" element={<BlogListRoute />} />
        <Route path="blog/:slug" element={<BlogPostRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** /blog/{slug}: one post, answered by the server with the prerendered post shell. */
const isBlogPost = (pathname: string) => /^\/blog\/[^/]+$/.test(pathname);

function isPage(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return pagesByPath.has(path) || isBlogPost(path);
}

/** The page module a path shows: its own, or the 404 page's. */
export function pageForPath(pathname: string): { load: () => Promise<unknown> } {
  const path = withoutTrailingSlash(pathname);
  return pagesByPath.get(path) ?? (isBlogPost(path) ? BlogPostRoute : NotFoundRoute);
}
