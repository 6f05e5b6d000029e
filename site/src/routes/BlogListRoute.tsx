import { PageHeader, PageSection, Stack } from '@fleet/ui';
import { useContext } from 'react';
import { postsFilter } from '../blog/postsFilter.ts';
import { useBlogListFilter } from '../blog/useBlogListFilter.ts';
import { blogFilterCopy, blogListHeader } from '../content/blog.ts';
import { ServedPostsContext } from '../data/posts/blogPostsLoad.ts';
import { useBlogPostsQuery } from '../data/posts/useBlogPostsQuery.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { BlogFilters } from '../sections/blog/BlogFilters.tsx';
import { BlogPostList } from '../sections/blog/BlogPostList.tsx';

export const head: HeadSettings = { title: pageTitle('Blog'), description: blogListHeader.description };

export function BlogListRoute() {
  const filter = useBlogListFilter();
  // The posts the page was served with belong to its first showing (the unfiltered list, before hydration):
  // coming back to the list later starts it over.
  const served = useContext(ServedPostsContext);
  const posts = useBlogPostsQuery(postsFilter(filter.category, filter.search), { enabled: filter.ready, firstLoad: filter.ready ? undefined : served });
  return (
    <>
      <PageHeader title={blogListHeader.title} lead={blogListHeader.description} />
      <PageSection>
        <Stack gap="xl">
          <BlogFilters
            category={filter.category}
            onCategoryChange={filter.setCategory}
            searchText={filter.searchText}
            onSearchTextChange={filter.setSearchText}
            onSearchSubmit={filter.submitSearch}
          />
          <BlogPostList
            label={blogFilterCopy.listLabel}
            loads={posts.data?.pages}
            loading={posts.isPending}
            failed={posts.isError && !posts.isFetchNextPageError}
            loadMoreFailed={posts.isFetchNextPageError}
            hasMore={posts.hasNextPage}
            loadingMore={posts.isFetchingNextPage}
            onLoadMore={() => void posts.fetchNextPage()}
          />
        </Stack>
      </PageSection>
    </>
  );
}
