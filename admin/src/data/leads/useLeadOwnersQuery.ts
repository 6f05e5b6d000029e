import type { LeadOwner } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load the owners';

async function fetchLeadOwners(): Promise<LeadOwner[]> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getLeadOwners' } } }), failed);
  if (!('owners' in answer)) throw new Error(failed);
  return answer.owners;
}

/** Who the inbox's Owner filter offers: the active team, and anyone else who still has a lead (any active manager). */
export function useLeadOwnersQuery() {
  return useQuery({ queryKey: adminKeys.leadOwners(), queryFn: fetchLeadOwners });
}
