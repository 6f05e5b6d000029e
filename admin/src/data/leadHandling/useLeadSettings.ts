import type { LeadSettings } from '@fleet/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchLeadSettings(): Promise<LeadSettings> {
  return adminCall(client.GET('/functions/v1/lead-settings'), 'Failed to load the lead settings');
}

/** How new leads are assigned and the response clock counts (any active manager reads them). */
export function useLeadSettingsQuery() {
  return useQuery({ queryKey: adminKeys.leadSettings(), queryFn: fetchLeadSettings });
}

/** Saves the whole settings (super admins); the response times follow the new target. */
export function useLeadSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadSettings) => adminCall(client.PUT('/functions/v1/lead-settings', { body: settings }), 'Failed to save the lead settings'),
    onSuccess: (_answer, settings) => queryClient.setQueryData(adminKeys.leadSettings(), settings),
    onSettled: () => Promise.all([adminKeys.leadSettings(), adminKeys.responseTimes()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
