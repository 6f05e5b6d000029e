import type { DemoRequest } from '@fleet/api-client';
import { useMutation } from '@tanstack/react-query';
import { client } from '../api.ts';
import { failureMessages } from '../failureLog.ts';
import { sendLead } from './sendLead.ts';

/** Sends the demo request; the server e-mails the access link. A refusal rejects with a LeadSendError (see leadFailure.ts). */
export function useSendDemoRequestMutation() {
  return useMutation({
    mutationFn: (request: DemoRequest) => sendLead(failureMessages.demoRequest, client.POST('/functions/v1/send-demo-request', { body: request })),
  });
}
