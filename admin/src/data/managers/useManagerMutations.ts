import type { components, ManagerStatus } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type InviteManagerInput = components['schemas']['CreateSalesManagerRequest'];

function useTeamMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.managers() }) });
}

export function useInviteManagerMutation() {
  return useTeamMutation((body: InviteManagerInput) =>
    adminCall(client.POST('/functions/v1/create-sales-manager', { body }), 'Failed to create sales manager'),
  );
}

export function useManagerStatusMutation() {
  return useTeamMutation(({ id, status }: { id: string; status: ManagerStatus }) =>
    adminCall(
      client.POST('/functions/v1/admin', { params: { query: { action: 'updateManagerStatus' } }, body: { id, status } }),
      'Failed to update manager status',
    ),
  );
}

export function useDeleteManagerMutation() {
  return useTeamMutation((id: string) =>
    adminCall(client.POST('/functions/v1/admin', { params: { query: { action: 'deleteSalesManager' } }, body: { id } }), 'Failed to delete sales manager'),
  );
}

export function useResetTwoStepMutation() {
  return useTeamMutation((id: string) =>
    adminCall(client.POST('/functions/v1/admin', { params: { query: { action: 'resetTwoStep' } }, body: { id } }), 'Failed to reset two-step verification'),
  );
}
