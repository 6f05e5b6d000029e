import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import type { ContactFormValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import type { LeadFormNotes } from '@fleet/content/leadFormNotes.ts';
import { ContactFormSection } from '../sections/forms/ContactFormSection.tsx';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import { IslandProviders } from './IslandProviders.tsx';

export interface ContactFormIslandProps {
  served?: ServedLeadForm<ContactFormValues>;
  /** The notes beside the form, worded on the server. */
  notes: LeadFormNotes;
  /** leadForm, contactForm and rateLimit. */
  messages: IslandMessages;
}

/** The contact form and its thank-you screen. */
export function ContactFormIsland({ served, notes, messages }: ContactFormIslandProps) {
  return (
    <IslandProviders messages={messages}>
      <ContactFormSection served={served} notes={notes} />
    </IslandProviders>
  );
}
