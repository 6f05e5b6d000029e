import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import type { DemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';
import type { LeadFormNotes } from '@fleet/content/leadFormNotes.ts';
import { DemoRequestFormSection } from '../sections/forms/DemoRequestFormSection.tsx';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import { IslandProviders } from './IslandProviders.tsx';

export interface DemoRequestFormIslandProps {
  served?: ServedLeadForm<DemoRequestValues>;
  /** The notes beside the form, worded on the server. */
  notes: LeadFormNotes;
  /** leadForm, demoRequestForm and rateLimit. */
  messages: IslandMessages;
}

/** The demo request form and its 'Demo Access Granted' screen. */
export function DemoRequestFormIsland({ served, notes, messages }: DemoRequestFormIslandProps) {
  return (
    <IslandProviders messages={messages}>
      <DemoRequestFormSection served={served} notes={notes} />
    </IslandProviders>
  );
}
