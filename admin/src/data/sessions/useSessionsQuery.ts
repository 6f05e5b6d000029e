import type { components } from '@fleet/api-client';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type ManagerSession = components['schemas']['ManagerSession'];

async function fetchSessions(): Promise<ManagerSession[]> {
  return (await adminCall(client.GET('/functions/v1/sessions'), 'Failed to load your sessions')).sessions;
}

/** Where the signed-in manager's account is signed in. */
export function useSessionsQuery() {
  return useQuery({ queryKey: adminKeys.sessions(), queryFn: fetchSessions });
}
