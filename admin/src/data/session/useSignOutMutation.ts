import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from './endSession.ts';

/** Sign-out calls the server, then clears all local storage even if the call fails. */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await endSession();
      queryClient.clear();
    },
    meta: { ignoreRefusal: true },
  });
}
