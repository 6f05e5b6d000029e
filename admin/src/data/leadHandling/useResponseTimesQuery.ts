import type { ResponseTimes } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchResponseTimes(): Promise<ResponseTimes> {
  return adminCall(client.GET('/functions/v1/response-times'), 'Failed to load response times');
}

/** Each owner's median response time over 30 days and the leads waiting now (the dashboard). */
export function useResponseTimesQuery() {
  return useQuery({ queryKey: adminKeys.responseTimes(), queryFn: fetchResponseTimes });
}
