import { CategoryFilter } from '@fleet/ui/components/CategoryFilter/CategoryFilter.tsx';
import { SearchBox } from '@fleet/ui/components/SearchBox/SearchBox.tsx';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useLocaleHref } from '@fleet/ui/providers/useLocaleHref.ts';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { categoryOptions } from '@fleet/content/blog.ts';
import { allKey } from '../../blog/blogListQuery.ts';

export interface BlogFiltersProps {
  /** The chips (and the dropdown's options): the category map's and those the content source added, labelled. */
  chips: readonly BlogCategory[];
  category: string;
  onCategoryChange: (key: string) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchSubmit: (text: string) => void;
  /** The list's address for each category (the chips are links; the search keeps the category). */
  hrefFor: (category: string) => string;
}

/** The category chips (a dropdown on phones) and the search box over the blog list. */
export function BlogFilters({ chips, category, onCategoryChange, searchText, onSearchTextChange, onSearchSubmit, hrefFor }: BlogFiltersProps) {
  const { t } = useMessages();
  const localeHref = useLocaleHref();
  return (
    <Stack gap="lg">
      <CategoryFilter options={categoryOptions(chips)} value={category} onChange={onCategoryChange} hrefFor={hrefFor} />
      {/* SearchBox's own labels are English (the admin's); the site's come from the page's messages. */}
      <SearchBox
        label={t('blogPage.searchLabel')}
        placeholder={t('blogPage.searchPlaceholder')}
        submitLabel={t('searchBox.submit')}
        clearLabel={t('searchBox.clear')}
        value={searchText}
        onChange={onSearchTextChange}
        onSubmit={onSearchSubmit}
        name="search"
        action={localeHref('/blog/all')}
        keep={category === allKey ? {} : { category }}
        fullWidth
      />
    </Stack>
  );
}
