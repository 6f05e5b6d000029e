import type { components, Manager, ManagerStatus } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type InviteManagerInput = components['schemas']['CreateSalesManagerRequest'];

/**
 * An invitation refused without the server's message names the status it was answered with ('HTTP error! status: 500');
 * only one that got no answer at all says 'Failed to create sales manager'.
 */
export const inviteManager = (body: InviteManagerInput) =>
  adminCall(client.POST('/functions/v1/create-sales-manager', { body }), {
    answered: (response) => `HTTP error! status: ${response.status}`,
    network: 'Failed to create sales manager',
  });

// Without the server's message, a deactivation (asked for in a confirmation) says what failed there; an activation
// fails on the manager's row with the call's own message.
const statusChangeFailed: Record<ManagerStatus, string> = {
  active: 'Failed to update manager status',
  inactive: 'Failed to deactivate manager',
};

export const setManagerStatus = ({ id, status }: { id: string; status: ManagerStatus }) =>
  adminCall(client.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id, status } }), statusChangeFailed[status]);

function useTeamMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.managers() }) });
}

export function useInviteManagerMutation() {
  return useTeamMutation(inviteManager);
}

export function useManagerStatusMutation() {
  return useTeamMutation(setManagerStatus);
}

/**
 * A deletion the server refused without a message says the call's own default (spec §8, 'Failed to delete sales
 * manager'); only one that got no answer at all falls to the managers page's words, 'Failed to delete manager'.
 */
export const deleteManager = (id: string) =>
  adminCall(client.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } }), {
    answered: () => 'Failed to delete sales manager',
    network: 'Failed to delete manager',
  });

export function useDeleteManagerMutation() {
  return useTeamMutation(deleteManager);
}

export function useResetTwoStepMutation() {
  return useTeamMutation((id: string) =>
    adminCall(client.DELETE('/functions/v1/managers/{id}/two-step', { params: { path: { id } } }), 'Failed to reset two-step verification'),
  );
}

const takesLeadsKey = ['takesLeads'] as const;

/**
 * Whether round robin gives the manager new leads. The list keeps the choice (a box that sprang back until the list
 * came again would be clicked twice) and puts it back if the server refuses. The list is asked again once the last of
 * several quick changes is answered: an earlier answer's list could still hold a later box's old value.
 */
export function useTakesLeadsMutation() {
  const queryClient = useQueryClient();
  const key = adminKeys.managers();
  return useMutation({
    mutationKey: takesLeadsKey,
    mutationFn: ({ id, takesLeads }: { id: string; takesLeads: boolean }) =>
      adminCall(
        client.PUT('/functions/v1/managers/{id}/takes-leads', { params: { path: { id } }, body: { takes_leads: takesLeads } }),
        'Failed to change who takes new leads',
      ),
    onMutate: async ({ id, takesLeads }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Manager[]>(key);
      queryClient.setQueryData<Manager[]>(key, (managers) =>
        managers?.map((manager) => (manager.id === id ? { ...manager, takes_leads: takesLeads } : manager)),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => (queryClient.isMutating({ mutationKey: takesLeadsKey }) === 1 ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
  });
}
