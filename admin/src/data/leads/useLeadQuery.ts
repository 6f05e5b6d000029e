import type { LeadDetail } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchLead(id: string): Promise<LeadDetail> {
  return adminCall(client.GET('/functions/v1/leads/{id}', { params: { path: { id } } }), 'Failed to load the lead');
}

/** One lead with every field as sent, the e-mails about it, its demo link and its history; an unknown id fails with 'Lead not found'. */
export function useLeadQuery(id: string) {
  return useQuery({ queryKey: adminKeys.lead(id), queryFn: () => fetchLead(id) });
}
