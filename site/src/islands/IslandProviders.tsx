import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../data/createQueryClient.ts';
import { IslandLanguage } from './IslandLanguage.tsx';

/**
 * The data cache an island reads through (its own, started on what the server rendered it with) and the
 * language it speaks (IslandLanguage: the page's messages for the namespaces it uses, compiled on the server).
 */
export function IslandProviders({ messages, children }: { messages: IslandMessages; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <IslandLanguage messages={messages}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IslandLanguage>
  );
}
