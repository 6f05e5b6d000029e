import type { Engagement } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchEngagement(): Promise<Engagement> {
  return adminCall(client.GET('/functions/v1/engagement'), 'Failed to load demo link opens');
}

/** Demo links opened in the last 7 days and the 10 opened last (any active manager). */
export function useEngagementQuery() {
  return useQuery({ queryKey: adminKeys.engagement(), queryFn: fetchEngagement });
}
