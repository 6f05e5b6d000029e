import type { Insights } from '@fleet/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchInsights(from: string, to: string): Promise<Insights> {
  return adminCall(client.GET('/functions/v1/insights', { params: { query: { from, to } } }), 'Failed to load insights');
}

/** The Insights report for UTC days `from` to `to` (any active manager); the report shown stays while another range loads. */
export function useInsightsQuery(from: string, to: string) {
  return useQuery({ queryKey: adminKeys.insights(from, to), queryFn: () => fetchInsights(from, to), placeholderData: keepPreviousData });
}
