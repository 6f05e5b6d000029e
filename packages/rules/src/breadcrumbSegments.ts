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

/**
 * 'Home' plus one crumb per path segment, split on hyphens and capitalised; the last one is the
 * current page. Nothing on the root path.
 */
export function breadcrumbSegments(pathname: string): Crumb[] {
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
  const crumbs: Crumb[] = [{ label: 'Home', href: '/', current: false }];
  segments.forEach((segment, index) => {
    crumbs.push({ label: titleCase(segment), href: `/${segments.slice(0, index + 1).join('/')}`, current: index === segments.length - 1 });
  });
  return crumbs;
}
