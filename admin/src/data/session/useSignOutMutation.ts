import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../api.ts';
import { clearSession } from './sessionStorage.ts';

/** Spec §4: sign-out calls the server, then clears all local storage even if the call fails. */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await client.POST('/functions/v1/signout');
      } finally {
        clearSession();
        queryClient.clear();
      }
    },
    meta: { ignoreRefusal: true },
  });
}
