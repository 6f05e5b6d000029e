import { AdminPageHeader } from '@fleet/ui/components/AdminPageHeader/AdminPageHeader.tsx';
import { DemoUrlListSection } from '../features/demoUrls/DemoUrlListSection.tsx';
import { GenerateDemoUrlSection } from '../features/demoUrls/GenerateDemoUrlSection.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

export function DemoUrlsRoute() {
  useDocumentTitle('Demo URLs');
  return (
    <>
      <AdminPageHeader title="Demo URLs" description="Send clients an expiring link to the demo, and see whether they opened it." />
      <GenerateDemoUrlSection />
      <DemoUrlListSection />
    </>
  );
}
