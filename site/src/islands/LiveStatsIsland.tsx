import type { FleetStats } from '@fleet/api-client';
import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { liveStatsTitle } from '@fleet/content/home.tsx';
import { LiveStatsSection } from '../sections/home/LiveStatsSection.tsx';
import { IslandProviders } from './IslandProviders.tsx';

/** The live statistics, in the HTML as the server read them, asked for once more when the section is shown. */
export function LiveStatsIsland({ stats, messages }: { stats: FleetStats | undefined; messages: IslandMessages }) {
  return (
    <IslandProviders messages={messages}>
      <LiveStatsSection title={liveStatsTitle} initialStats={stats} />
    </IslandProviders>
  );
}
