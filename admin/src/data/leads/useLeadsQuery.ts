import type { LeadPage, operations } from '@fleet/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

/** What narrows the inbox, by the API's names: `owner` is a manager's id or `none`; the list takes the export's filters and a page. */
export type LeadsFilter = NonNullable<operations['exportLeads']['parameters']['query']>;

function fetchLeads(filter: LeadsFilter, page: number): Promise<LeadPage> {
  return adminCall(client.GET('/functions/v1/leads', { params: { query: { page, ...filter } } }), 'Failed to load leads');
}

/** One page of 50 leads, newest first, for one set of filters (any active manager); the page shown stays while the next one loads. */
export function useLeadsQuery(filter: LeadsFilter, page: number) {
  return useQuery({ queryKey: adminKeys.leadList(filter, page), queryFn: () => fetchLeads(filter, page), placeholderData: keepPreviousData });
}
