import { PageHeader } from '@fleet/ui';
import { contactHeader } from '../content/contact';
import type { HeadSettings } from '../head/pageHead';
import { pageTitle } from '../head/pageTitle';
import { ContactFormSection } from '../sections/forms/ContactFormSection';

export const head: HeadSettings = { title: pageTitle('Contact Us'), description: contactHeader.description };

export function ContactRoute() {
  return (
    <>
      <PageHeader title={contactHeader.title} lead={contactHeader.description} />
      <ContactFormSection />
    </>
  );
}
