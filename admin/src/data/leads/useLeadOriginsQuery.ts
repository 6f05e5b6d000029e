import type { LeadOrigins } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load where leads came from';

async function fetchLeadOrigins(): Promise<LeadOrigins> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getLeadOrigins' } } }), failed);
  if (!('sources' in answer) || 'funnel' in answer) throw new Error(failed);
  return answer;
}

/** What the inbox's Source and Campaign filters offer: the leads' sources and campaigns, most leads first (any active manager). */
export function useLeadOriginsQuery() {
  return useQuery({ queryKey: adminKeys.leadOrigins(), queryFn: fetchLeadOrigins });
}
