import type { CategoryOption } from '@fleet/ui/components/CategoryFilter/CategoryFilter.tsx';
import type { SocialLink } from '@fleet/ui/components/Footer/SocialLinks.tsx';
import { socialNetworks } from '@fleet/ui/icons/socialNetworks.ts';
import { type BlogCategory, blogCategories } from './blog/categoryMap.ts';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export const blogListHeader: PageHeaderCopy = {
  title: 'Blog',
  description: `News, product updates, events and footage caught on camera, from ${brand.productName} and ${brand.maker.name}.`,
};

/** The chips and the dropdown of some categories: their labels, keyed for the query string. */
export const categoryOptions = (categories: readonly BlogCategory[]): CategoryOption[] => categories.map(({ key, label }) => ({ value: key, label }));

/** The chips and the dropdown of the category map. */
export const blogCategoryOptions: readonly CategoryOption[] = categoryOptions(blogCategories);

export const blogFilterCopy = {
  categoryLabel: 'Filter by category',
  searchLabel: 'Search posts',
  searchPlaceholder: 'Search posts...',
  listLabel: 'Blog posts',
};

/** The maker's own pages, which the post page's share row links to. */
export const makerSocialLinks: readonly SocialLink[] = socialNetworks.flatMap((network) => {
  const href = brand.maker.socialLinks[network];
  return href ? [{ network, href }] : [];
});
