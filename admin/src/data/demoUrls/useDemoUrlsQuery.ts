import type { DemoUrl } from '@fleet/api-client';
import type { DemoUrlSort } from '@fleet/ui/components/DemoUrlList/DemoUrlList.tsx';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to fetch demo URLs';

async function fetchDemoUrls(sort: DemoUrlSort): Promise<DemoUrl[]> {
  // Newest first is the server's default: the request names only the other order.
  const query = sort === 'created' ? {} : { sort };
  const listing = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getDemoUrls', ...query } } }), failed);
  // The spec's action on /functions/v1/admin: the contract types that path's answer as any of its listings.
  if (!('demoUrls' in listing)) throw new Error(failed);
  return listing.demoUrls;
}

/** Every demo URL with its creator and open tracking, newest first or the most recently opened first (any active manager). */
export function useDemoUrlsQuery(sort: DemoUrlSort) {
  return useQuery({ queryKey: adminKeys.demoUrlList(sort), queryFn: () => fetchDemoUrls(sort) });
}
