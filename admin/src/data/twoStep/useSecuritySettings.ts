import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

function fetchSettings() {
  return adminCall(client.GET('/functions/v1/security-settings'), 'Failed to load the two-step requirement');
}

/** Whether the team requires two-step verification; super admins only. */
export function useSecuritySettingsQuery() {
  return useQuery({ queryKey: adminKeys.securitySettings(), queryFn: fetchSettings });
}

export function useTwoStepRequirementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => adminCall(client.PUT('/functions/v1/security-settings', { body: { required } }), 'Failed to update the requirement'),
    // The saved setting is the answer: the box does not fall back to the old one while the list refetches.
    onSuccess: (_answer, required) => queryClient.setQueryData(adminKeys.securitySettings(), { two_step_required: required }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.securitySettings() }),
  });
}
