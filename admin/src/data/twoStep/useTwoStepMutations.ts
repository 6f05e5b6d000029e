import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';
import { readAccessToken, readManager, saveSession } from '../session/sessionStorage.ts';

/** A new secret to scan; nothing changes at sign-in until a code confirms it. */
export function useStartTwoStepMutation() {
  return useMutation({ mutationFn: () => adminCall(client.POST('/functions/v1/mfa-enrol'), 'Failed to start two-step verification') });
}

/** Turns it on with a first code; answers the recovery codes, shown once. */
export function useConfirmTwoStepMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminCall(client.POST('/functions/v1/mfa-confirm', { body: { code } }), 'Failed to turn on two-step verification'),
    onSuccess: () => {
      // The stored manager no longer waits for a second factor: the other pages open again.
      const manager = readManager();
      const accessToken = readAccessToken();
      if (manager && accessToken) saveSession({ accessToken, manager: { ...manager, mfa_enabled: true, mfa_setup_required: false } });
      return queryClient.invalidateQueries({ queryKey: adminKeys.twoStep() });
    },
  });
}
