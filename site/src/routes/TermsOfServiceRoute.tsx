import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { termsOfService, termsOfServiceDescription } from '@fleet/content/legal/termsOfService.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle(termsOfService.title), description: termsOfServiceDescription };

export function TermsOfServiceRoute() {
  return <LegalDocument {...termsOfService} />;
}
