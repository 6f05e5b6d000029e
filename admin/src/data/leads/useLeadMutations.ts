import type { components, LeadDetail, LeadStatus } from '@fleet/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

type LeadChange = components['schemas']['LeadChange'];

async function updateLead(id: string, change: LeadChange, fallback: string): Promise<LeadDetail> {
  return (await adminCall(client.PATCH('/functions/v1/leads/{id}', { params: { path: { id } }, body: change }), fallback)).lead;
}

/**
 * One kind of change to a lead. Afterwards the lead and every page of the inbox are read again (its status or
 * owner may move it in or out of a filter); the mutation is pending until the lead's page shows the change.
 */
function useLeadChange<Input>(leadId: string, toChange: (input: Input) => LeadChange, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => updateLead(leadId, toChange(input), fallback),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.lead(leadId) }), queryClient.invalidateQueries({ queryKey: adminKeys.leadLists() })]),
  });
}

export function useLeadStatusMutation(leadId: string) {
  return useLeadChange(leadId, (status: LeadStatus) => ({ status }), 'Failed to change the status');
}

/** 'Take Lead': called with the viewer's own id, which makes them the lead's owner. */
export function useTakeLeadMutation(leadId: string) {
  return useLeadChange(leadId, (ownerId: string) => ({ ownerId }), 'Failed to take the lead');
}

/** A note is one entry of the lead's history (kind `note`). */
export function useAddLeadNoteMutation(leadId: string) {
  return useLeadChange(leadId, (note: string) => ({ note }), 'Failed to add the note');
}

/** Super admins: queues a failed e-mail about the lead again (its id); the lead is read again to show it pending. */
export function useResendEmailMutation(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: string) =>
      adminCall(client.POST('/functions/v1/emails/{id}/resend', { params: { path: { id: emailId } } }), 'Failed to send the e-mail again'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.lead(leadId) }),
  });
}
