import { DemoRequestForm, type DemoRequestValues, emptyDemoRequestValues, LeadFormLayout, PageSection, validateDemoRequest } from '@fleet/ui';
import { requestDemoNotes } from '../../content/requestDemo.ts';
import { toDemoRequest } from '../../data/leads/leadPayloads.ts';
import { useSendDemoRequestMutation } from '../../data/leads/useSendDemoRequestMutation.ts';
import type { ServedLeadForm } from './ServedLeadForm.ts';
import { useLeadForm } from './useLeadForm.ts';

/** The demo request form, then 'Demo Access Granted' naming the address the link went to, beside what happens next. */
export function DemoRequestFormSection({ served }: { served?: ServedLeadForm<DemoRequestValues> }) {
  const mutation = useSendDemoRequestMutation();
  const form = useLeadForm({
    emptyValues: emptyDemoRequestValues,
    validate: validateDemoRequest,
    toPayload: toDemoRequest,
    mutation,
    served,
  });
  return (
    <PageSection>
      <LeadFormLayout {...requestDemoNotes}>
        <DemoRequestForm {...form} sentTo={mutation.variables?.email ?? served?.sentTo} />
      </LeadFormLayout>
    </PageSection>
  );
}
