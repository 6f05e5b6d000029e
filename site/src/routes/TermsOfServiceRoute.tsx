import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { termsOfService, termsOfServiceHead } from '../content/legal/termsOfService.tsx';
import type { HeadSettings } from '../head/pageHead.ts';

export const head: HeadSettings = termsOfServiceHead;

export function TermsOfServiceRoute() {
  return <LegalDocument {...termsOfService} />;
}
