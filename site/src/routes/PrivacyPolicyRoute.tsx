import { LegalDocument } from '@fleet/ui';
import { privacyPolicy, privacyPolicyHead } from '../content/legal/privacyPolicy';
import type { HeadSettings } from '../head/pageHead';

export const head: HeadSettings = privacyPolicyHead;

export function PrivacyPolicyRoute() {
  return <LegalDocument {...privacyPolicy} />;
}
