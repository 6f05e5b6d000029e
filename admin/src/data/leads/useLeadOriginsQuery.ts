import type { LeadOrigins } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchLeadOrigins(): Promise<LeadOrigins> {
  return adminCall(client.GET('/functions/v1/lead-origins'), 'Failed to load where leads came from');
}

/** What the inbox's Source and Campaign filters offer: the leads' sources and campaigns, most leads first (any active manager). */
export function useLeadOriginsQuery() {
  return useQuery({ queryKey: adminKeys.leadOrigins(), queryFn: fetchLeadOrigins });
}
