/** The list shows 6 posts first, then 12 more per 'Load More Posts'. */
export const firstLoadCount = 6;
const loadMoreCount = 12;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The WordPress pages one load asks for. WordPress pages by number and size, so a first page of 6 followed by
 * pages of 12 would skip posts 7 to 12; asking for pages of the size both counts are made of (6) keeps every
 * load contiguous: load 1 is page 1, load 2 pages 2 and 3, load 3 pages 4 and 5.
 */
export function blogListPages(load: number, first = firstLoadCount, more = loadMoreCount): { page: number; perPage: number }[] {
  const perPage = gcd(first, more);
  const count = (load <= 1 ? first : more) / perPage;
  const start = load <= 1 ? 1 : first / perPage + (load - 2) * (more / perPage) + 1;
  return Array.from({ length: count }, (_, index) => ({ page: start + index, perPage }));
}

/**
 * The id of load `load`'s first post (from the second load on). 'Load More Posts' without script is a link to the
 * longer list at this anchor, so the page that comes opens where the new posts begin, not at the top again.
 */
export function loadAnchor(load: number): string {
  return `page-${load}`;
}

/** How many posts load `load` asks for: a load that brings fewer is the last. */
export function blogLoadSize(load: number, first = firstLoadCount, more = loadMoreCount): number {
  return load <= 1 ? first : more;
}
