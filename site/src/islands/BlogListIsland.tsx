import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { Stack } from '@fleet/ui/layout/Stack/Stack.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { useState } from 'react';
import type { BlogCategory } from '@fleet/content/blog/categoryMap.ts';
import { loadAnchor } from '../blog/blogListPaging.ts';
import { type BlogListQuery, blogListHref } from '../blog/blogListQuery.ts';
import { postsFilter } from '../blog/postsFilter.ts';
import { useBlogListFilter } from '../blog/useBlogListFilter.ts';
import type { BlogPostsLoad } from '../data/posts/blogPostsLoad.ts';
import { useBlogPostsQuery } from '../data/posts/useBlogPostsQuery.ts';
import { BlogFilters } from '../sections/blog/BlogFilters.tsx';
import { BlogPostList } from '../sections/blog/BlogPostList.tsx';
import { IslandProviders } from './IslandProviders.tsx';

export interface BlogListIslandProps {
  /** The category and search the server rendered the list for (the page's query string). */
  query: BlogListQuery;
  /** The list's loads as the server rendered them; undefined when it could not read the posts (the page says so). */
  loads: readonly BlogPostsLoad[] | undefined;
  /** The chips, as the server read them: the category map's (labelled in the page's language) and those of the categories the content source added. */
  chips: readonly BlogCategory[];
}

function BlogList({ query, loads, chips }: BlogListIslandProps) {
  const { t } = useMessages();
  const filter = useBlogListFilter(query, chips);
  // The posts the page was served with belong to its own filter: another one starts from page 1.
  const onServedFilter = filter.category === query.category && filter.search === query.search;
  // The server could not read them: the page says so, as it does without script, until another filter is chosen.
  const [servedFailed, setServedFailed] = useState(loads === undefined);
  if (servedFailed && !onServedFilter) setServedFailed(false);
  const posts = useBlogPostsQuery(postsFilter(filter.category, filter.search, chips), chips, {
    served: onServedFilter ? loads : undefined,
    enabled: !servedFailed,
  });
  // Without script (or before it runs) every control is a link or a form that asks the server for the list.
  const shown = posts.data?.pages.length ?? 0;
  return (
    <Stack gap="xl">
      <BlogFilters
        chips={chips}
        category={filter.category}
        onCategoryChange={filter.setCategory}
        searchText={filter.searchText}
        onSearchTextChange={filter.setSearchText}
        onSearchSubmit={filter.submitSearch}
        hrefFor={(category) => blogListHref({ category, search: filter.search, page: 1 })}
      />
      <BlogPostList
        label={t('blogPage.listLabel')}
        loads={posts.data?.pages}
        loading={posts.isPending && !servedFailed}
        failed={servedFailed || (posts.isError && !posts.isFetchNextPageError)}
        loadMoreFailed={posts.isFetchNextPageError}
        hasMore={posts.hasNextPage}
        loadingMore={posts.isFetchingNextPage}
        onLoadMore={() => void posts.fetchNextPage()}
        loadMoreHref={`${blogListHref({ category: filter.category, search: filter.search, page: shown + 1 })}#${loadAnchor(shown + 1)}`}
      />
    </Stack>
  );
}

/** The blog list's filters, posts and 'Load More Posts'. */
export function BlogListIsland({ messages, ...props }: BlogListIslandProps & { messages: IslandMessages }) {
  return (
    <IslandProviders messages={messages}>
      <BlogList {...props} />
    </IslandProviders>
  );
}
