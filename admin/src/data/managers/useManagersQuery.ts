import type { Manager } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to fetch sales managers';

async function fetchManagers(): Promise<Manager[]> {
  const listing = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getSalesManagers' } } }), failed);
  // The spec's action on /functions/v1/admin: the contract types that path's answer as any of its listings.
  if (!('managers' in listing)) throw new Error(failed);
  return listing.managers;
}

/** The sales team; super admins only, so other managers never ask. */
export function useManagersQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: adminKeys.managers(), queryFn: fetchManagers, enabled });
}
