import { PageHeader } from '@fleet/ui';
import { requestDemoHeader } from '../content/requestDemo';
import type { HeadSettings } from '../head/pageHead';
import { pageTitle } from '../head/pageTitle';
import { DemoRequestFormSection } from '../sections/forms/DemoRequestFormSection';

export const head: HeadSettings = { title: pageTitle('Request a Demo'), description: requestDemoHeader.description };

export function RequestDemoRoute() {
  return (
    <>
      <PageHeader title={requestDemoHeader.title} lead={requestDemoHeader.description} />
      <DemoRequestFormSection />
    </>
  );
}
