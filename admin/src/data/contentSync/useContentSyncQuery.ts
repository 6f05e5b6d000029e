import type { ContentSyncStatus } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

/** While a sync runs the panel asks again this often, so its end shows without a reload. */
export const contentSyncRunningRefetchMs = 3_000;

function fetchContentSync(): Promise<ContentSyncStatus> {
  return adminCall(client.GET('/functions/v1/content-sync'), 'Failed to load the content sync status');
}

/** How the mirror of the WordPress site stands (super admins only, so other managers never ask); polled only while a sync runs. */
export function useContentSyncQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.contentSync(),
    queryFn: fetchContentSync,
    enabled,
    refetchInterval: (query) => (query.state.data?.running ? contentSyncRunningRefetchMs : false),
  });
}
