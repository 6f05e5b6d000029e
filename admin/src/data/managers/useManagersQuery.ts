import type { Manager } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchManagers(): Promise<Manager[]> {
  const listing = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getSalesManagers' } } }), 'Failed to fetch sales managers');
  if (!('managers' in listing)) throw new Error('Failed to fetch sales managers');
  return listing.managers;
}

/** The sales team; super admins only, so other managers never ask. */
export function useManagersQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: adminKeys.managers(), queryFn: fetchManagers, enabled });
}
