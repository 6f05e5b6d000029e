import { CategoryFilter, SearchBox, Stack } from '@fleet/ui';
import { blogCategoryOptions, blogFilterCopy } from '../../content/blog.ts';

export interface BlogFiltersProps {
  category: string;
  onCategoryChange: (key: string) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchSubmit: (text: string) => void;
}

/** The category chips (a dropdown on phones) and the search box over the blog list. */
export function BlogFilters({ category, onCategoryChange, searchText, onSearchTextChange, onSearchSubmit }: BlogFiltersProps) {
  return (
    <Stack gap="lg">
      <CategoryFilter options={blogCategoryOptions} value={category} onChange={onCategoryChange} label={blogFilterCopy.categoryLabel} />
      <SearchBox
        label={blogFilterCopy.searchLabel}
        placeholder={blogFilterCopy.searchPlaceholder}
        value={searchText}
        onChange={onSearchTextChange}
        onSubmit={onSearchSubmit}
        fullWidth
      />
    </Stack>
  );
}
