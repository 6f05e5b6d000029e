import type { DemoUrl } from '@fleet/api-client';
import type { DemoUrlSort } from '@fleet/ui/components/DemoUrlList/DemoUrlList.tsx';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchDemoUrls(sort: DemoUrlSort): Promise<DemoUrl[]> {
  // Newest first is the server's default: the request names only the other order.
  const query = sort === 'created' ? { action: 'getDemoUrls' as const } : { action: 'getDemoUrls' as const, sort };
  const listing = await adminCall(client.GET('/functions/v1/admin', { params: { query } }), 'Failed to fetch demo URLs');
  if (!('demoUrls' in listing)) throw new Error('Failed to fetch demo URLs');
  return listing.demoUrls;
}

/** Every demo URL with its creator and open tracking, newest first or the most recently opened first (any active manager). */
export function useDemoUrlsQuery(sort: DemoUrlSort) {
  return useQuery({ queryKey: adminKeys.demoUrlList(sort), queryFn: () => fetchDemoUrls(sort) });
}
