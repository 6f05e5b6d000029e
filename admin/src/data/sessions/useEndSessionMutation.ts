import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

/** Signs out one other session (its id) or all of them ('others'); the list is read again afterwards. */
export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: string) =>
      target === 'others'
        ? adminCall(client.POST('/functions/v1/end-other-sessions'), 'Failed to sign out the other sessions')
        : adminCall(client.POST('/functions/v1/end-session', { body: { id: target } }), 'Failed to sign out the session'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions() }),
  });
}
