import { DemoRequestForm, emptyDemoRequestValues, LeadFormLayout, PageSection, validateDemoRequest } from '@fleet/ui';
import { requestDemoNotes } from '../../content/requestDemo.ts';
import { toDemoRequest } from '../../data/leads/leadPayloads.ts';
import { useSendDemoRequestMutation } from '../../data/leads/useSendDemoRequestMutation.ts';
import { useLeadForm } from './useLeadForm.ts';

/** The demo request form, then 'Demo Access Granted' naming the address the link went to, beside what happens next. */
export function DemoRequestFormSection() {
  const mutation = useSendDemoRequestMutation();
  const { container, ...form } = useLeadForm({ emptyValues: emptyDemoRequestValues, validate: validateDemoRequest, toPayload: toDemoRequest, mutation });
  return (
    <PageSection>
      <LeadFormLayout {...requestDemoNotes}>
        <div ref={container} style={{ display: 'contents' }}>
          <DemoRequestForm {...form} sentTo={mutation.variables?.email} />
        </div>
      </LeadFormLayout>
    </PageSection>
  );
}
