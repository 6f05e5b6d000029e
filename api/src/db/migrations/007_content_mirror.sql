-- The mirror of a WordPress site (CONTENT_SOURCE_URL) into the content tables: one row saying what the last
-- sync did, from which source, and which server instance holds the lease to sync right now.
create table content_sync_state (
  id boolean primary key default true check (id),
  -- The source the content tables mirror; null while they hold the seeded posts. Another source means a new
  -- first import, which replaces everything.
  source_url text,
  -- The newest modified_gmt mirrored: the next incremental sync asks the source for what changed after it.
  last_modified_gmt timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_result text check (last_result in ('ok', 'failed')),
  last_full boolean not null default false,
  last_added integer not null default 0,
  last_updated integer not null default 0,
  last_removed integer not null default 0,
  -- Why the last sync failed, as the log says it; null after a success.
  last_error text,
  last_success_at timestamptz,
  consecutive_failures integer not null default 0,
  -- When the next sync is due: the interval after a success, a growing wait after failures.
  next_attempt_at timestamptz,
  -- One instance syncs at a time: it holds the lease until it is done (renewed as it reads; a crashed
  -- instance's lease runs out). `run_started_at` is when the sync under way began.
  lease_owner text,
  lease_until timestamptz,
  run_started_at timestamptz,
  -- A push that came while another instance was syncing: that instance syncs once more when it is done.
  requested_at timestamptz
);
insert into content_sync_state (id) values (true);
