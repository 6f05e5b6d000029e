import type { DemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';
import { DemoRequestFormSection } from '../sections/forms/DemoRequestFormSection.tsx';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import { IslandProviders } from './IslandProviders.tsx';

/** The demo request form and its 'Demo Access Granted' screen. */
export function DemoRequestFormIsland({ served }: { served?: ServedLeadForm<DemoRequestValues> }) {
  return (
    <IslandProviders>
      <DemoRequestFormSection served={served} />
    </IslandProviders>
  );
}
