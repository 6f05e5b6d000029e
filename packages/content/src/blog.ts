import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { CategoryOption } from '@fleet/ui/components/CategoryFilter/CategoryFilter.tsx';
import type { SocialLink } from '@fleet/ui/components/Footer/SocialLinks.tsx';
import { socialNetworks } from '@fleet/ui/icons/socialNetworks.ts';
import { type BlogCategory, blogCategories } from './blog/categoryMap.ts';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

/** The blog list's header, in the messages' language. */
export function blogListHeader({ t }: Pick<Messages, 't'>): PageHeaderCopy {
  return {
    title: t('blog.title'),
    description: t('blog.description', { product: brand.productName, maker: brand.maker.name }),
  };
}

/** The chips and the dropdown of some categories: their labels, keyed for the query string. */
export const categoryOptions = (categories: readonly BlogCategory[]): CategoryOption[] => categories.map(({ key, label }) => ({ value: key, label }));

/** The chips and the dropdown of the category map, in the messages' language. */
export const blogCategoryOptions = (messages: Pick<Messages, 't'>): readonly CategoryOption[] => categoryOptions(blogCategories(messages));

/** The maker's own pages, which the post page's share row links to. */
export const makerSocialLinks: readonly SocialLink[] = socialNetworks.flatMap((network) => {
  const href = brand.maker.socialLinks[network];
  return href ? [{ network, href }] : [];
});
