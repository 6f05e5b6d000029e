import { ContactFormSection } from '../sections/forms/ContactFormSection.tsx';
import { IslandProviders } from './IslandProviders.tsx';

/** The contact form and its thank-you screen. */
export function ContactFormIsland() {
  return (
    <IslandProviders>
      <ContactFormSection />
    </IslandProviders>
  );
}
