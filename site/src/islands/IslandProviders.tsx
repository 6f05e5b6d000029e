import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { createMessages } from '@fleet/i18n/createMessages.ts';
import { MessagesProvider } from '@fleet/ui/providers/MessagesProvider.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../data/createQueryClient.ts';

/**
 * The data cache an island reads through (its own, started on what the server rendered it with) and the
 * language it speaks: the page's messages for the namespaces it uses, compiled on the server.
 */
export function IslandProviders({ messages, children }: { messages?: IslandMessages; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [made] = useState(() => messages && createMessages(messages.lang, messages.intl, messages.table));
  const tree = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return made ? <MessagesProvider messages={made}>{tree}</MessagesProvider> : tree;
}
