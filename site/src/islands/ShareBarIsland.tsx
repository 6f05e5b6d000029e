import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { ShareBar, type ShareBarProps } from '@fleet/ui/components/ShareBar/ShareBar.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

/** A post's share row: its links work as HTML, its 'Copy Link' needs script. */
export function ShareBarIsland({ messages, ...props }: ShareBarProps & { messages: IslandMessages }) {
  return (
    <IslandLanguage messages={messages}>
      <ShareBar {...props} />
    </IslandLanguage>
  );
}
