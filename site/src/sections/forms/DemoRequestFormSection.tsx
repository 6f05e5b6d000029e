import { DemoRequestForm } from '@fleet/ui/components/DemoRequestForm/DemoRequestForm.tsx';
import { type DemoRequestValues, emptyDemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';
import { validateDemoRequest } from '@fleet/ui/components/DemoRequestForm/validateDemoRequest.ts';
import { LeadFormLayout } from '@fleet/ui/components/LeadForm/LeadFormLayout.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import type { LeadFormNotes } from '@fleet/content/leadFormNotes.ts';
import { toDemoRequest } from '../../data/leads/leadPayloads.ts';
import { useSendDemoRequestMutation } from '../../data/leads/useSendDemoRequestMutation.ts';
import type { ServedLeadForm } from './ServedLeadForm.ts';
import { useLeadForm } from './useLeadForm.ts';

/**
 * The demo request form, then 'Demo Access Granted' naming the address the link went to, beside what happens next
 * (`notes`, in the page's language).
 */
export function DemoRequestFormSection({ served, notes }: { served?: ServedLeadForm<DemoRequestValues>; notes: LeadFormNotes }) {
  const mutation = useSendDemoRequestMutation();
  const { lang } = useMessages();
  const form = useLeadForm({
    emptyValues: emptyDemoRequestValues,
    validate: validateDemoRequest,
    toPayload: (values) => toDemoRequest(values, lang),
    mutation,
    served,
  });
  return (
    <PageSection>
      <LeadFormLayout {...notes}>
        <DemoRequestForm {...form} sentTo={mutation.variables?.email ?? served?.sentTo} />
      </LeadFormLayout>
    </PageSection>
  );
}
