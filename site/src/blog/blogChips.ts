import type { WpCategory, WpTerm } from '@fleet/api-client';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import { type BlogCategory, blogCategories, categoryMap, excludedCategoryIds } from '@fleet/content/blog/categoryMap.ts';
import { htmlToText } from './decodeHtml.ts';

/** Every category id a chip of the category map stands for. */
const mappedIds = new Set(categoryMap.flatMap((category) => category.ids));

/**
 * A category of the content source that no chip of the map stands for, and that the list may show: not one it
 * leaves out, nor WordPress' catch-all 'Uncategorized' (which the cards' own 'Uncategorized' stands for).
 */
export const isAddedCategory = ({ id, slug }: Pick<WpTerm, 'id' | 'slug'>) =>
  !mappedIds.has(id) && !excludedCategoryIds.includes(id) && slug !== 'uncategorized';

/**
 * The blog's chips: the category map's, in its order (the spec's), then each category the content source added
 * that none of them stands for and that holds posts, by name, keyed by its slug. Without the source's list (it could
 * not be read) the map's alone. The map's labels are in the messages' language; the source's names are as it gives them.
 */
export function blogChips(categories: readonly WpCategory[] | undefined, messages: Pick<Messages, 't'>): readonly BlogCategory[] {
  const mapped = blogCategories(messages);
  const keys = new Set(categoryMap.map((category) => category.key));
  const added = (categories ?? [])
    .filter((category) => category.count > 0 && isAddedCategory(category))
    .map((category) => ({
      key: keys.has(category.slug) ? `${category.slug}-${category.id}` : category.slug,
      label: htmlToText(category.name),
      ids: [category.id],
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return added.length === 0 ? mapped : [...mapped, ...added];
}
