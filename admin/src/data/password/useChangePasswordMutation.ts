import type { components } from '@fleet/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';

export type ChangePasswordInput = components['schemas']['ChangePasswordRequest'];

/** On success the server ends every session of the account; the page signs out after its notice. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => adminCall(client.POST('/functions/v1/change-password', { body }), 'Failed to change password'),
  });
}
