import type { Engagement } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load demo link opens';

async function fetchEngagement(): Promise<Engagement> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getEngagement' } } }), failed);
  if (!('recent_opens' in answer)) throw new Error(failed);
  return answer;
}

/** Demo links opened in the last 7 days and the 10 opened last (any active manager). */
export function useEngagementQuery() {
  return useQuery({ queryKey: adminKeys.engagement(), queryFn: fetchEngagement });
}
