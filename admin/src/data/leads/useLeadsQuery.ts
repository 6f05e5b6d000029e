import type { LeadPage, operations } from '@fleet/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

/** What narrows the inbox, by the API's names: `owner` is a manager's id or `none`; the list and its export take the same. */
export type LeadsFilter = Pick<operations['adminQuery']['parameters']['query'], 'kind' | 'status' | 'owner' | 'search' | 'source' | 'campaign' | 'response'>;

const failed = 'Failed to load leads';

async function fetchLeads(filter: LeadsFilter, page: number): Promise<LeadPage> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getLeads', page, ...filter } } }), failed);
  if (!('leads' in answer)) throw new Error(failed);
  return answer;
}

/** One page of 50 leads, newest first, for one set of filters (any active manager); the page shown stays while the next one loads. */
export function useLeadsQuery(filter: LeadsFilter, page: number) {
  return useQuery({ queryKey: adminKeys.leadList(filter, page), queryFn: () => fetchLeads(filter, page), placeholderData: keepPreviousData });
}
