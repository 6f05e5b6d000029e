import type { components } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type TwoStepStatus = components['schemas']['TwoStepStatus'];

/** Whether the signed-in manager has two-step verification, and how many recovery codes are left. */
export function useTwoStepQuery() {
  return useQuery({
    queryKey: adminKeys.twoStep(),
    queryFn: () => adminCall(client.GET('/functions/v1/mfa'), 'Failed to load two-step verification'),
  });
}
