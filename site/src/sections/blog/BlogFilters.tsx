import { CategoryFilter } from '@fleet/ui/components/CategoryFilter/CategoryFilter.tsx';
import { SearchBox } from '@fleet/ui/components/SearchBox/SearchBox.tsx';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { blogCategoryOptions, blogFilterCopy } from '@fleet/content/blog.ts';
import { allKey } from '../../blog/blogListQuery.ts';

export interface BlogFiltersProps {
  category: string;
  onCategoryChange: (key: string) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchSubmit: (text: string) => void;
  /** The list's address for each category (the chips are links; the search keeps the category). */
  hrefFor: (category: string) => string;
}

/** The category chips (a dropdown on phones) and the search box over the blog list. */
export function BlogFilters({ category, onCategoryChange, searchText, onSearchTextChange, onSearchSubmit, hrefFor }: BlogFiltersProps) {
  return (
    <Stack gap="lg">
      <CategoryFilter options={blogCategoryOptions} value={category} onChange={onCategoryChange} label={blogFilterCopy.categoryLabel} hrefFor={hrefFor} />
      <SearchBox
        label={blogFilterCopy.searchLabel}
        placeholder={blogFilterCopy.searchPlaceholder}
        value={searchText}
        onChange={onSearchTextChange}
        onSubmit={onSearchSubmit}
        name="search"
        action="/blog/all"
        keep={category === allKey ? {} : { category }}
        fullWidth
      />
    </Stack>
  );
}
