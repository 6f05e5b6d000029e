import type { LeadOwner } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchLeadOwners(): Promise<LeadOwner[]> {
  return (await adminCall(client.GET('/functions/v1/lead-owners'), 'Failed to load the owners')).owners;
}

/** Who the inbox's Owner filter offers: the active team, and anyone else who still has a lead (any active manager). */
export function useLeadOwnersQuery() {
  return useQuery({ queryKey: adminKeys.leadOwners(), queryFn: fetchLeadOwners });
}
