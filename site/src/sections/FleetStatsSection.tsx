import type { FleetStats } from '@fleet/api-client';

export type FleetStatsSectionProps =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stats: FleetStats };

const formatCount = (value: number) => value.toLocaleString('en-US');

export function FleetStatsSection(props: FleetStatsSectionProps) {
  return (
    <section aria-labelledby="fleet-stats-heading">
      <h2 id="fleet-stats-heading">Live statistics</h2>
      {props.status === 'loading' && <p role="status">Loading statistics...</p>}
      {props.status === 'error' && <p role="alert">Failed to load fleet statistics</p>}
      {props.status === 'loaded' && (
        <>
          <dl>
            <div>
              <dt>Fleet users</dt>
              <dd>{formatCount(props.stats.users)}</dd>
            </div>
            <div>
              <dt>Dashcams</dt>
              <dd>{formatCount(props.stats.dashcams)}</dd>
            </div>
          </dl>
          <p>Live data from our global network</p>
        </>
      )}
    </section>
  );
}
