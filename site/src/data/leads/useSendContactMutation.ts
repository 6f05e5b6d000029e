import type { ContactRequest } from '@fleet/api-client';
import { useMutation } from '@tanstack/react-query';
import { client } from '../api.ts';
import { failureMessages } from '../failureLog.ts';
import { sendLead } from './sendLead.ts';

/** Sends the contact form; a refusal rejects with a LeadSendError (see leadFailure.ts). */
export function useSendContactMutation() {
  return useMutation({
    mutationFn: (contact: ContactRequest) => sendLead(failureMessages.contact, client.POST('/functions/v1/send-contact-email', { body: contact })),
  });
}
