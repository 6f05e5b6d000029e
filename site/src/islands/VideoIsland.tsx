import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { VideoEmbed, type VideoEmbedProps } from '@fleet/ui/components/VideoEmbed/VideoEmbed.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

/** A video behind its facade: the player loads when pressed (or by itself, muted, with `autoplay`). */
export function VideoIsland({ messages, ...props }: VideoEmbedProps & { messages: IslandMessages }) {
  return (
    <IslandLanguage messages={messages}>
      <VideoEmbed {...props} />
    </IslandLanguage>
  );
}
