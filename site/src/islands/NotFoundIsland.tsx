import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { NotFound } from '@fleet/ui/components/NotFound/NotFound.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

/** The 404 page's content: 'Go Back' returns to the page before. */
export function NotFoundIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandLanguage messages={messages}>
      <NotFound onBack={() => window.history.back()} />
    </IslandLanguage>
  );
}
