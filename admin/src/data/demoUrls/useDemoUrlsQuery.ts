import type { DemoUrl } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchDemoUrls(): Promise<DemoUrl[]> {
  const listing = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls' } } }), 'Failed to fetch demo URLs');
  if (!('demoUrls' in listing)) throw new Error('Failed to fetch demo URLs');
  return listing.demoUrls;
}

/** Every demo URL with its creator and open tracking (any active manager). */
export function useDemoUrlsQuery() {
  return useQuery({ queryKey: adminKeys.demoUrls(), queryFn: fetchDemoUrls });
}
