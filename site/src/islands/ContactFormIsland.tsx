import type { ContactFormValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import { ContactFormSection } from '../sections/forms/ContactFormSection.tsx';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import { IslandProviders } from './IslandProviders.tsx';

/** The contact form and its thank-you screen. */
export function ContactFormIsland({ served }: { served?: ServedLeadForm<ContactFormValues> }) {
  return (
    <IslandProviders>
      <ContactFormSection served={served} />
    </IslandProviders>
  );
}
