import type { LeadDetail } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load the lead';

async function fetchLead(id: string): Promise<LeadDetail> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getLead', id } } }), failed);
  if (!('history' in answer)) throw new Error(failed);
  return answer;
}

/** One lead with every field as sent, the e-mails about it, its demo link and its history; an unknown id fails with 'Lead not found'. */
export function useLeadQuery(id: string) {
  return useQuery({ queryKey: adminKeys.lead(id), queryFn: () => fetchLead(id) });
}
