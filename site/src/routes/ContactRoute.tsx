import { PageHeader } from '@fleet/ui';
import { contactHeader } from '../content/contact.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { ContactFormSection } from '../sections/forms/ContactFormSection.tsx';

export const head: HeadSettings = { title: pageTitle('Contact Us'), description: contactHeader.description };

export function ContactRoute() {
  return (
    <>
      <PageHeader title={contactHeader.title} lead={contactHeader.description} />
      <ContactFormSection />
    </>
  );
}
