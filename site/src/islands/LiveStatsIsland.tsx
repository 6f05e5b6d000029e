import type { FleetStats } from '@fleet/api-client';
import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { LiveStatsSection } from '../sections/home/LiveStatsSection.tsx';
import { IslandProviders } from './IslandProviders.tsx';

export interface LiveStatsIslandProps {
  stats: FleetStats | undefined;
  /** The section's heading in the page's language (read on the server). */
  title: string;
  messages: IslandMessages;
}

/** The live statistics, in the HTML as the server read them, asked for once more when the section is shown. */
export function LiveStatsIsland({ stats, title, messages }: LiveStatsIslandProps) {
  return (
    <IslandProviders messages={messages}>
      <LiveStatsSection title={title} initialStats={stats} />
    </IslandProviders>
  );
}
