import { PageHeader } from '@fleet/ui';
import { requestDemoHeader } from '../content/requestDemo.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { DemoRequestFormSection } from '../sections/forms/DemoRequestFormSection.tsx';

export const head: HeadSettings = { title: pageTitle('Request a Demo'), description: requestDemoHeader.description };

export function RequestDemoRoute() {
  return (
    <>
      <PageHeader title={requestDemoHeader.title} lead={requestDemoHeader.description} />
      <DemoRequestFormSection />
    </>
  );
}
