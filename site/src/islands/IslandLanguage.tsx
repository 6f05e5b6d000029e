import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { createMessages } from '@fleet/i18n/createMessages.ts';
import { MessagesProvider } from '@fleet/ui/providers/MessagesProvider.tsx';
import { type ReactNode, useState } from 'react';

/**
 * The language of an island that reads no data: the page's messages for the namespaces it uses. IslandProviders
 * gives the same and a data cache besides, whose library a page of videos or carousels alone should not load.
 */
export function IslandLanguage({ messages, children }: { messages: IslandMessages; children: ReactNode }) {
  const [made] = useState(() => createMessages(messages.lang, messages.intl, messages.table));
  return <MessagesProvider messages={made}>{children}</MessagesProvider>;
}
