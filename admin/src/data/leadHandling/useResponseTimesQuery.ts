import type { ResponseTimes } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const failed = 'Failed to load response times';

async function fetchResponseTimes(): Promise<ResponseTimes> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getResponseTimes' } } }), failed);
  if (!('target_minutes' in answer)) throw new Error(failed);
  return answer;
}

/** Each owner's median response time over 30 days and the leads waiting now (the dashboard). */
export function useResponseTimesQuery() {
  return useQuery({ queryKey: adminKeys.responseTimes(), queryFn: fetchResponseTimes });
}
