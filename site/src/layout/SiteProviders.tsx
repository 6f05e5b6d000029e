import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@fleet/ui';
import { useState, type ReactNode } from 'react';
import { RouterLink } from '@fleet/ui/router';

export function createQueryClient(): QueryClient {
  // The spec asks for one statistics request per showing, not a refetch on every focus.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The providers around the router, the same at build time and in the browser so hydration matches. */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider linkComponent={RouterLink}>{children}</UiProvider>
    </QueryClientProvider>
  );
}
