import type { Messages } from '@fleet/i18n/createMessages.ts';
import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { privacyPolicy, privacyPolicyDescription } from '@fleet/content/legal/privacyPolicy.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

/** The page's head in the language the page is rendered in (its .astro page passes that page's messages). */
export function head(messages: Messages): HeadSettings {
  return { title: pageTitle(privacyPolicy(messages).title), description: privacyPolicyDescription(messages) };
}

export function PrivacyPolicyRoute() {
  return <LegalDocument {...privacyPolicy(useMessages())} />;
}
