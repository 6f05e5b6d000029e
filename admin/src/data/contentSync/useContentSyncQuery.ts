import type { ContentSyncStatus } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load the content sync status';

/** While a sync runs the panel asks again this often, so its end shows without a reload. */
export const contentSyncRunningRefetchMs = 3_000;

async function fetchContentSync(): Promise<ContentSyncStatus> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getContentSync' } } }), failed);
  if (!('configured' in answer)) throw new Error(failed);
  return answer;
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
