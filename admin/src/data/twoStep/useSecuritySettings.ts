import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

async function fetchSettings() {
  const answer = await adminCall(
    client.GET('/functions/v1/admin', { params: { query: { action: 'getSecuritySettings' } } }),
    'Failed to load the two-step requirement',
  );
  if (!('two_step_required' in answer)) throw new Error('Failed to load the two-step requirement');
  return answer;
}

/** Whether the team requires two-step verification; super admins only. */
export function useSecuritySettingsQuery() {
  return useQuery({ queryKey: adminKeys.securitySettings(), queryFn: fetchSettings });
}

export function useTwoStepRequirementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      adminCall(
        client.POST('/functions/v1/admin', { params: { query: { action: 'setTwoStepRequirement' } }, body: { required } }),
        'Failed to update the requirement',
      ),
    // The saved setting is the answer: the box does not fall back to the old one while the list refetches.
    onSuccess: (_answer, required) => queryClient.setQueryData(adminKeys.securitySettings(), { two_step_required: required }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.securitySettings() }),
  });
}
