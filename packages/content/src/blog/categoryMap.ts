import { brand } from '../brand/brand.ts';

export interface BlogCategory {
  /** The chip's and dropdown's value. */
  key: string;
  label: string;
  /** Content-source category ids this label stands for; empty for All. */
  ids: readonly number[];
}

/** Label to category ids, in the order of the chips. */
export const blogCategories: readonly BlogCategory[] = [
  { key: 'all', label: 'All', ids: [] },
  { key: 'news', label: 'News', ids: [2042, 1559] },
  { key: 'products', label: 'Products', ids: [1583, 1582, 1930] },
  { key: 'events', label: 'Events', ids: [1562, 2209, 1880, 1613, 1733, 1937] },
  { key: 'media', label: 'Media', ids: [1560, 1693] },
  { key: 'video', label: 'Video', ids: [2239, 1569, 1606, 1581, 2238, 1570, 1571, 1572, 1588] },
  { key: 'reviews', label: 'Reviews', ids: [1577, 1597] },
  { key: 'updates', label: 'Updates', ids: [1602] },
  { key: 'caught-on', label: `Caught On ${brand.maker.name}`, ids: [1570, 1571, 1572, 1588] },
];

/** Categories the list leaves out unless one is chosen. */
export const excludedCategoryIds: readonly number[] = [2206, 2233, 2234];

/** The labels whose id lists hold any of the given ids, in chip order; 'All' never counts. */
export function categoryLabels(ids: readonly number[]): string[] {
  return blogCategories.filter((category) => category.ids.some((id) => ids.includes(id))).map((category) => category.label);
}
