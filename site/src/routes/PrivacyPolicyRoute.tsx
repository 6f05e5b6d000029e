import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { privacyPolicy, privacyPolicyDescription } from '@fleet/content/legal/privacyPolicy.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = { title: pageTitle(privacyPolicy.title), description: privacyPolicyDescription };

export function PrivacyPolicyRoute() {
  return <LegalDocument {...privacyPolicy} />;
}
