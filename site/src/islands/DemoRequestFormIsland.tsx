import { DemoRequestFormSection } from '../sections/forms/DemoRequestFormSection.tsx';
import { IslandProviders } from './IslandProviders.tsx';

/** The demo request form and its 'Demo Access Granted' screen. */
export function DemoRequestFormIsland() {
  return (
    <IslandProviders>
      <DemoRequestFormSection />
    </IslandProviders>
  );
}
