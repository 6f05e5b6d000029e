export interface Crumb {
  label: string;
  href: string;
  current: boolean;
}

const titleCase = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** What the crumbs are called in the page's language; the defaults are the English ones. */
export interface CrumbLabels {
  /** The first crumb's, the root path's. */
  home: string;
  /** The site's own pages by path ('/pricing'); a path not here is named after its last segment. */
  pages?: Readonly<Record<string, string>>;
}

/**
 * The home crumb plus one crumb per path segment, named by `labels.pages` or else after the segment (split on
 * hyphens and capitalised); the last one is the current page. Nothing on the root path.
 */
export function breadcrumbSegments(pathname: string, labels: CrumbLabels = { home: 'Home' }): Crumb[] {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: labels.home, href: '/', current: false }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const label = labels.pages && Object.hasOwn(labels.pages, href) ? labels.pages[href] : undefined;
    crumbs.push({ label: label ?? titleCase(segment), href, current: index === segments.length - 1 });
  });
  return crumbs;
}
