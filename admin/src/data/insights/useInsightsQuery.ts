import type { Insights } from '@fleet/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load insights';

async function fetchInsights(from: string, to: string): Promise<Insights> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getInsights', from, to } } }), failed);
  if (!('funnel' in answer)) throw new Error(failed);
  return answer;
}

/** The Insights report for UTC days `from` to `to` (any active manager); the report shown stays while another range loads. */
export function useInsightsQuery(from: string, to: string) {
  return useQuery({ queryKey: adminKeys.insights(from, to), queryFn: () => fetchInsights(from, to), placeholderData: keepPreviousData });
}
