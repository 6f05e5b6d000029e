import { useFleetStatsQuery } from '../data/fleetStats/useFleetStatsQuery';
import { FleetStatsSection } from '../sections/FleetStatsSection';

export function HomeRoute() {
  const fleetStats = useFleetStatsQuery();

  return (
    <main>
      <h1>Dashcam-based video telematics for every fleet</h1>
      {fleetStats.isPending ? (
        <FleetStatsSection status="loading" />
      ) : fleetStats.isError ? (
        <FleetStatsSection status="error" />
      ) : (
        <FleetStatsSection status="loaded" stats={fleetStats.data} />
      )}
    </main>
  );
}
