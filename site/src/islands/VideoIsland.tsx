import { VideoEmbed, type VideoEmbedProps } from '@fleet/ui/components/VideoEmbed/VideoEmbed.tsx';

/** A video behind its facade: the player loads when pressed (or by itself, muted, with `autoplay`). */
export function VideoIsland(props: VideoEmbedProps) {
  return <VideoEmbed {...props} />;
}
