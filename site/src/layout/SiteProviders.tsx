import { UiProvider } from '@fleet/ui';
import { RouterLink } from '@fleet/ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type BlogPostsLoad, ServedPostsContext } from '../data/posts/blogPostsLoad.ts';

/** Data the server rendered the page with, for the page to hydrate on. */
export interface ServedData {
  blogPosts?: BlogPostsLoad;
}

export function createQueryClient(): QueryClient {
  // The spec asks for one statistics request per showing, not a refetch on every focus.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The providers around the router, the same at build time, on the server and in the browser so hydration
 * matches, with the data the server rendered the page with, if any.
 */
export function SiteProviders({ served = {}, children }: { served?: ServedData; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ServedPostsContext.Provider value={served.blogPosts}>
        <UiProvider linkComponent={RouterLink}>{children}</UiProvider>
      </ServedPostsContext.Provider>
    </QueryClientProvider>
  );
}
