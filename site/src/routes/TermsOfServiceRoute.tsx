import { LegalDocument } from '@fleet/ui';
import { termsOfService, termsOfServiceHead } from '../content/legal/termsOfService';
import type { HeadSettings } from '../head/pageHead';

export const head: HeadSettings = termsOfServiceHead;

export function TermsOfServiceRoute() {
  return <LegalDocument {...termsOfService} />;
}
