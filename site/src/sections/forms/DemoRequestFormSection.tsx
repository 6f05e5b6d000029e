import { DemoRequestForm } from '@fleet/ui/components/DemoRequestForm/DemoRequestForm.tsx';
import { type DemoRequestValues, emptyDemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';
import { validateDemoRequest } from '@fleet/ui/components/DemoRequestForm/validateDemoRequest.ts';
import { LeadFormLayout } from '@fleet/ui/components/LeadForm/LeadFormLayout.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { requestDemoNotes } from '@fleet/content/requestDemo.ts';
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
