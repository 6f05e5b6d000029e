import type { HeadSettings } from './pageHead.ts';
import { pageTitle } from './pageTitle.ts';

/** Every unknown path: out of search results. */
export const notFoundHead: HeadSettings = {
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for does not exist or has been moved.',
  noindex: true,
};
