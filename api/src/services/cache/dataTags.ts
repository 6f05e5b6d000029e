/**
 * What a page can show, as the render cache tracks it: a page is dropped when the data it read changes, and
 * only then. `any` is a read this table does not know, which every change drops.
 */
export type DataTag = 'stats' | 'pricing' | 'content' | 'any';

/**
 * The tables whose triggers send NOTIFY public_cache with their name (migrations 001 and 006), and the data they
 * hold. The dashcam count in every page's navigation is a statistic.
 */
const tableTags: Readonly<Record<string, Exclude<DataTag, 'any'>>> = {
  fleet_stats: 'stats',
  plan_prices: 'pricing',
  dashcam_models: 'pricing',
  dashcam_prices: 'pricing',
  accessories: 'pricing',
  accessory_prices: 'pricing',
  wp_authors: 'content',
  wp_media: 'content',
  wp_categories: 'content',
  wp_tags: 'content',
  wp_posts: 'content',
  wp_post_categories: 'content',
  wp_post_tags: 'content',
};

/** The data a change announced with `payload` touches; undefined (everything) for '' or a table not listed. */
export const tagOfTable = (payload: string): DataTag | undefined => (Object.hasOwn(tableTags, payload) ? tableTags[payload] : undefined);

/** The data an API read returns, by its path, as a page reads it while it renders. */
export function tagOfRead(path: string): DataTag {
  if (path === '/functions/v1/fleet-stats' || path === '/functions/v1/dashcam-count') return 'stats';
  if (path === '/functions/v1/pricing') return 'pricing';
  if (path.startsWith('/wp-json/')) return 'content';
  return 'any';
}

/** Every table that announces its changes, for the test that keeps this list and the migrations together. */
export const announcingTables = (): readonly string[] => Object.keys(tableTags);
