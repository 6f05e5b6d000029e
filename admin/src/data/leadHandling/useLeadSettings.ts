import type { LeadSettings } from '@fleet/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

const loadFailed = 'Failed to load the lead settings';

async function fetchLeadSettings(): Promise<LeadSettings> {
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query: { action: 'getLeadSettings' } } }), loadFailed);
  if (!('assignment' in answer)) throw new Error(loadFailed);
  return answer;
}

/** How new leads are assigned and the response clock counts (any active manager reads them). */
export function useLeadSettingsQuery() {
  return useQuery({ queryKey: adminKeys.leadSettings(), queryFn: fetchLeadSettings });
}

/** Saves the whole settings (super admins); the response times follow the new target. */
export function useLeadSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadSettings) =>
      adminCall(
        client.POST('/functions/v1/admin', { params: { query: { action: 'updateLeadSettings' } }, body: settings }),
        'Failed to save the lead settings',
      ),
    onSuccess: (_answer, settings) => queryClient.setQueryData(adminKeys.leadSettings(), settings),
    onSettled: () => Promise.all([adminKeys.leadSettings(), adminKeys.responseTimes()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
