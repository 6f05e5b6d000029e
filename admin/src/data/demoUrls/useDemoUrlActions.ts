import type { DemoUrlExtension } from '@fleet/ui/components/DemoUrlRow/demoUrl.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type DemoUrlAction = { action: 'revoke'; id: string } | { action: 'extend'; id: string; expiresIn: DemoUrlExtension };

function runDemoUrlAction(input: DemoUrlAction) {
  if (input.action === 'revoke') {
    return adminCall(client.POST('/functions/v1/revoke-demo-url', { body: { id: input.id } }), 'Failed to revoke demo URL');
  }
  return adminCall(client.POST('/functions/v1/extend-demo-url', { body: { id: input.id, expiresIn: input.expiresIn } }), 'Failed to extend demo URL');
}

/** Revoke or extend one link; the list reloads either way, so it shows what the server now holds. */
export function useDemoUrlActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDemoUrlAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.demoUrls() }),
  });
}
