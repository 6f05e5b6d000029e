/** A public page of the marketing site, with what a visitor reads first and the title its tab shows. */
export interface SiteRoute {
  path: string;
  /** The file-name part of its screenshot: '/' is 'home', '/how-it-works' is 'how-it-works'. */
  name: string;
  heading: string;
  title: string;
  /** Text that has to be in the page's HTML before any script runs. */
  keyContent: readonly string[];
}

export const productName = 'Example Fleet';
export const siteHost = 'https://www.example.com';
const defaultTitle = 'AI-powered Simplicity in Tracking';

const inner = (name: string) => `${name} | ${productName}`;

/** Every page of the site, in the order of the navigation and the footer. */
export const siteRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    name: 'home',
    heading: 'Dashcam-Based Video Telematics for Fleets of Every Size',
    title: defaultTitle,
    keyContent: ['Our Growing Network', 'Trusted by Leading Companies Worldwide', 'Success Stories', 'Latest News & Updates'],
  },
  {
    path: '/how-it-works',
    name: 'how-it-works',
    heading: 'How It Works',
    title: inner('How It Works'),
    keyContent: ['Choose a Compatible Dashcam', 'Prepare Your SIM Card', 'Subscribe and Start Tracking'],
  },
  {
    path: '/features',
    name: 'features',
    heading: 'Features',
    title: inner('Features'),
    keyContent: ['Unlimited Live View', 'Real-Time GPS Tracking', 'Cloud Firmware Updates (FOTA)'],
  },
  {
    path: '/dashcams',
    name: 'dashcams',
    heading: 'Compatible Dashcams',
    title: inner('Dashcams'),
    keyContent: ['Built-in LTE Models', 'External Connectivity Models', 'LTE Connectivity Module', 'Popular Accessories', '$499.99'],
  },
  {
    path: '/pricing',
    name: 'pricing',
    heading: 'Simple, Transparent Pricing',
    title: inner('Pricing'),
    keyContent: ['Monthly Plan', 'Enterprise Plan', 'All Plans Include', 'Frequently Asked Questions'],
  },
  {
    path: '/about',
    name: 'about',
    heading: `About ${productName}`,
    title: inner('About'),
    keyContent: ['Our Story', 'Our Mission', 'By the Numbers', 'Our Journey'],
  },
  {
    path: '/privacy-policy',
    name: 'privacy-policy',
    heading: 'Privacy Policy',
    title: inner('Privacy Policy'),
    keyContent: ['Effective May 3, 2025'],
  },
  {
    path: '/terms-of-service',
    name: 'terms-of-service',
    heading: 'Terms of Service',
    title: inner('Terms of Service'),
    keyContent: ['Effective May 3, 2025'],
  },
  {
    path: '/gdpr',
    name: 'gdpr',
    heading: 'GDPR Statement',
    title: inner('GDPR Statement'),
    keyContent: ['Last updated May 3, 2025'],
  },
];

/** Any path the site does not have answers with the 404 page. */
export const unknownRoute = {
  path: '/no-such-page',
  name: 'not-found',
  heading: 'Page Not Found',
  title: inner('Page Not Found'),
  keyContent: ['The page you are looking for does not exist or has been moved.'],
} as const satisfies SiteRoute;
