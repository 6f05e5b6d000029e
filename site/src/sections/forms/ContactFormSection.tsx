import { ContactForm } from '@fleet/ui/components/ContactForm/ContactForm.tsx';
import { type ContactFormValues, emptyContactValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import { validateContact } from '@fleet/ui/components/ContactForm/validateContact.ts';
import { LeadFormLayout } from '@fleet/ui/components/LeadForm/LeadFormLayout.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { brand } from '@fleet/content/brand/brand.ts';
import type { LeadFormNotes } from '@fleet/content/leadFormNotes.ts';
import { toContactRequest } from '../../data/leads/leadPayloads.ts';
import { useSendContactMutation } from '../../data/leads/useSendContactMutation.ts';
import type { ServedLeadForm } from './ServedLeadForm.ts';
import { useLeadForm } from './useLeadForm.ts';

/** The contact form, then its thank-you screen, beside what happens next and the sales address (`notes`, in the page's language). */
export function ContactFormSection({ served, notes }: { served?: ServedLeadForm<ContactFormValues>; notes: LeadFormNotes }) {
  const { lang } = useMessages();
  const form = useLeadForm({
    emptyValues: emptyContactValues,
    validate: validateContact,
    toPayload: (values) => toContactRequest(values, brand.salesEmail, lang),
    mutation: useSendContactMutation(),
    served,
  });
  return (
    <PageSection>
      <LeadFormLayout {...notes}>
        <ContactForm {...form} />
      </LeadFormLayout>
    </PageSection>
  );
}
