import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../api';
import { clearSession } from './sessionStorage';

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
  });
}
