import { LeadDetail } from '@fleet/ui/components/LeadDetail/LeadDetail.tsx';
import { useState } from 'react';
import { demoUrlPath } from '../../adminPaths.ts';
import { useAddLeadNoteMutation, useLeadStatusMutation, useResendEmailMutation, useTakeLeadMutation } from '../../data/leads/useLeadMutations.ts';
import { useLeadQuery } from '../../data/leads/useLeadQuery.ts';
import { useSignedInManager } from '../../layout/useSignedInManager.ts';
import { toLead } from './toLead.ts';
import { leadListHref } from './useLeadListParams.ts';

const errorOf = (mutation: { isError: boolean; error: Error | null }) => (mutation.isError ? mutation.error?.message : undefined);

/**
 * A lead's page: where it stands (status, owner, 'Take Lead'), what was sent, the notes, its demo link, the e-mails
 * about it (super admins may send a failed one again) and its history.
 */
export function LeadPage({ id }: { id: string }) {
  const viewer = useSignedInManager();
  const lead = useLeadQuery(id);
  const status = useLeadStatusMutation(id);
  const take = useTakeLeadMutation(id);
  const addNote = useAddLeadNoteMutation(id);
  const resend = useResendEmailMutation(id);
  const [noteDraft, setNoteDraft] = useState('');

  return (
    <LeadDetail
      lead={lead.data ? toLead(lead.data) : undefined}
      loading={lead.isPending}
      error={lead.isError ? lead.error.message : undefined}
      viewerId={viewer.id}
      backHref={leadListHref()}
      demoLinkHref={lead.data?.demo_url ? demoUrlPath(lead.data.demo_url.id) : undefined}
      onStatusChange={(next) => status.mutate(next)}
      statusSaving={status.isPending}
      statusError={errorOf(status)}
      onTake={() => take.mutate(viewer.id)}
      taking={take.isPending}
      takeError={errorOf(take)}
      noteDraft={noteDraft}
      onNoteDraftChange={setNoteDraft}
      onAddNote={(text) => addNote.mutate(text, { onSuccess: () => setNoteDraft('') })}
      addingNote={addNote.isPending}
      noteError={errorOf(addNote)}
      canResend={viewer.role === 'super'}
      onResend={(emailId) => resend.mutate(emailId)}
      resending={resend.isPending ? resend.variables : undefined}
      resendError={resend.isError ? { id: resend.variables, message: resend.error.message } : undefined}
    />
  );
}
