import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { brand } from '../brand/brand.ts';

export interface BlogCategory {
  /** The chip's and dropdown's value. */
  key: string;
  label: string;
  /** Content-source category ids this label stands for; empty for All. */
  ids: readonly number[];
}

/** A chip of the category map as the code knows it: its key and ids, which never change, and its label's message. */
export interface MappedCategory extends Omit<BlogCategory, 'label'> {
  label: MessageKey;
}

/** Label to category ids, in the order of the chips. The keys are the query string's: they stay in every language. */
export const categoryMap: readonly MappedCategory[] = [
  { key: 'all', label: 'blogCategories.all', ids: [] },
  { key: 'news', label: 'blogCategories.news', ids: [2042, 1559] },
  { key: 'products', label: 'blogCategories.products', ids: [1583, 1582, 1930] },
  { key: 'events', label: 'blogCategories.events', ids: [1562, 2209, 1880, 1613, 1733, 1937] },
  { key: 'media', label: 'blogCategories.media', ids: [1560, 1693] },
  { key: 'video', label: 'blogCategories.video', ids: [2239, 1569, 1606, 1581, 2238, 1570, 1571, 1572, 1588] },
  { key: 'reviews', label: 'blogCategories.reviews', ids: [1577, 1597] },
  { key: 'updates', label: 'blogCategories.updates', ids: [1602] },
  { key: 'caught-on', label: 'blogCategories.caughtOn', ids: [1570, 1571, 1572, 1588] },
];

const labelled = new WeakMap<Pick<Messages, 't'>, readonly BlogCategory[]>();

/** The category map with its labels in the messages' language, from 'All' to 'Caught On {maker}'. */
export function blogCategories(messages: Pick<Messages, 't'>): readonly BlogCategory[] {
  let categories = labelled.get(messages);
  if (!categories) {
    categories = categoryMap.map(({ key, label, ids }) => ({ key, label: messages.t(label, { maker: brand.maker.name }), ids }));
    labelled.set(messages, categories);
  }
  return categories;
}

/** Categories the list leaves out unless one is chosen. */
export const excludedCategoryIds: readonly number[] = [2206, 2233, 2234];

const mappedKeys = new Set(categoryMap.map((category) => category.key));

/**
 * The labels whose id lists hold any of the given ids, in chip order; 'All' never counts. `labelled` is the category
 * map as shown (blogCategories), or the blog's chips, which begin with it: the chips of the categories the content
 * source added are not the map's, and are left out here.
 */
export function categoryLabels(ids: readonly number[], labelled: readonly BlogCategory[]): string[] {
  return labelled.filter((category) => mappedKeys.has(category.key) && category.ids.some((id) => ids.includes(id))).map((category) => category.label);
}
