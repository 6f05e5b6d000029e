import type { components } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCallError } from '../AdminCallError.ts';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type GenerateDemoUrlInput = components['schemas']['GenerateDemoUrlRequest'];

async function generateDemoUrl(body: GenerateDemoUrlInput): Promise<string> {
  const answer = await adminCall(client.POST('/functions/v1/generate-demo-url', { body }), {
    answered: (response) => `Failed to generate demo URL ${response.statusText}`.trim(),
    network: 'Failed to generate demo URL: Network error',
  });
  if (!answer.url) throw new AdminCallError('Invalid response: Missing URL in server response', 200);
  return answer.url;
}

/** On success the list reloads. A refused generation is a message on the form, not a sign-out. */
export function useGenerateDemoUrlMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDemoUrl,
    meta: { forbiddenIsMessage: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.demoUrls() }),
  });
}
