import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { privacyPolicy, privacyPolicyHead } from '../content/legal/privacyPolicy.tsx';
import type { HeadSettings } from '../head/pageHead.ts';

export const head: HeadSettings = privacyPolicyHead;

export function PrivacyPolicyRoute() {
  return <LegalDocument {...privacyPolicy} />;
}
