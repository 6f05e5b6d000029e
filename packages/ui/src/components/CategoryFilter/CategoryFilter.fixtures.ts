import type { CategoryOption } from './CategoryFilter.tsx';

/** The category map's labels; the app maps each value to its category ids. */
export const blogCategoryOptions: readonly CategoryOption[] = [
  { value: 'all', label: 'All' },
  { value: 'news', label: 'News' },
  { value: 'products', label: 'Products' },
  { value: 'events', label: 'Events' },
  { value: 'media', label: 'Media' },
  { value: 'video', label: 'Video' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'updates', label: 'Updates' },
  { value: 'caught-on', label: 'Caught On Roadsight' },
];
