/** The list shows 6 posts first, then 12 more per 'Load More Posts'. */
export const firstLoadCount = 6;
const loadMoreCount = 12;

/** Where load `load` starts in the list: 0, then 6, 18, 30 … */
export function blogLoadStart(load: number, first = firstLoadCount, more = loadMoreCount): number {
  return load <= 1 ? 0 : first + (load - 2) * more;
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
