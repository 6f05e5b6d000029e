import type { Messages } from '@fleet/i18n/createMessages.ts';
import { LegalDocument } from '@fleet/ui/components/LegalDocument/LegalDocument.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { gdprStatement, gdprStatementDescription } from '@fleet/content/legal/gdpr.tsx';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

/** The page's head in the language the page is rendered in (its .astro page passes that page's messages). */
export function head(messages: Messages): HeadSettings {
  return { title: pageTitle(gdprStatement(messages).title), description: gdprStatementDescription(messages) };
}

export function GdprRoute() {
  return <LegalDocument {...gdprStatement(useMessages())} />;
}
