/**
 * Which API test files run a second time on PostgreSQL (TEST_DB=postgres, vitest.postgres.config.ts). Every file runs
 * on the embedded PGlite, which is PostgreSQL itself compiled to WebAssembly: the same parser, planner and SQL. What the
 * server engine can answer differently is what this run is for: several connections at once (claims with leases and
 * SKIP LOCKED, requests racing for one row, advisory locks), LISTEN/NOTIFY between connections, the pg driver's reading
 * of each type, the server's time zone and collation, statement_timeout, migrations run by two instances, pg_dump and a
 * server that restarts. A file goes in when its subject touches any of these; the others are left to the PGlite run.
 * A file runs there when it matches `on`; `off` names the rest, each group with why. postgresSuite.test.ts fails while
 * a test file matches neither, or an `on` entry matches nothing, so a new or moved file is classified rather than
 * skipped. Globs are relative to api/, as vitest's `include` is; a `**` in a path keeps a file found when tests move into
 * folders by feature.
 */
export const postgresSuite = {
  on: [
    // statement_timeout, which only the server enforces.
    'src/**/openPostgres.test.ts',
    // The WordPress queries: paging, category filters, a search that takes % and _ literally, relevance order, counts.
    'src/**/createContentService.test.ts',
    'src/**/listCategories.test.ts',
    'test/**/content.test.ts',
    'test/**/contentRoutes.test.ts',
    // A post's language: its filter, and translation links read both ways through jsonb and its index.
    'test/**/postLanguage.test.ts',
    // What is old enough to prune, by the database's clock and its UTC days.
    'src/**/pruneTables.test.ts',
    // Filters by actor, event and day (a date as each driver reads it), pages of 50.
    'test/**/auditLog.test.ts',
    // Session lifetimes, and the sign-in throttle under a burst of 200 requests on a pool of connections.
    'test/**/auth.test.ts',
    // The mirror's sync lock between instances on one database.
    'test/**/contentMirror.test.ts',
    // Link expiries in intervals, one active link per e-mail, the first-open e-mail once however many opens race.
    'test/**/demoUrls.test.ts',
    'test/**/engagement.test.ts',
    // Leads: requests racing to be one lead, round robin under concurrency, the response clock, every column read
    // through the driver, the inbox's filters, paging and export batches, attribution and the Insights day rollups.
    'test/**/leads.test.ts',
    'test/**/leadsInbox.test.ts',
    'test/**/leadHandling*.test.ts',
    'test/**/leadAttribution.test.ts',
    // The last active super admin, guarded in SQL.
    'test/**/managers.test.ts',
    // The connection pool's metrics and the outbox backlog query.
    'test/**/metrics.test.ts',
    // Outboxes claimed with leases (SKIP LOCKED): retries, two senders on one database, webhooks and their deliveries.
    'test/**/outboxRetries.test.ts',
    'test/**/webhook*.test.ts',
    // Views written in batches, visitors counted per day, the day's salt.
    'test/**/pageViews.test.ts',
    // Cached reads dropped when the database announces a change (NOTIFY).
    'test/**/publicData.test.ts',
    'test/**/renderCache.test.ts',
    // One of two sign-ins with the same code at once.
    'test/**/twoStep.test.ts',
    // pg_dump and pg_restore, the server restarting under a running app, the drain with the outbox mid-claim, pg's spans.
    'test/process/backupRestore.test.ts',
    'test/process/databaseRestart.test.ts',
    'test/process/gracefulShutdown.test.ts',
    'test/process/traces.test.ts',
    // Two instances on one database behind nginx.
    'test/scale/*.test.ts',
    // Migrations: a release's database upgraded, by two instances at once on PostgreSQL.
    'test/upgrade/*.test.ts',
  ],
  off: [
    // Plain functions and in-memory services; the database tests under src are listed above.
    'src/**/*.test.ts',
    // This list's own check.
    'test/postgresSuite.test.ts',
    // Who may call what, and the HTTP contract: decided before any query, the same on either engine.
    'test/**/authorizationMatrix.test.ts',
    'test/**/deprecatedActions.test.ts',
    'test/**/httpContract.test.ts',
    'test/**/fuzz.test.ts',
    // Pages, feeds, files and caching headers rendered from the same rows.
    'test/**/blogCategories.test.ts',
    'test/**/blogInLanguages.test.ts',
    'test/**/blogPostPage.test.ts',
    'test/**/compressionAndCaching.test.ts',
    'test/**/customerNames.test.ts',
    'test/**/feeds.test.ts',
    'test/**/productImages.test.ts',
    'test/**/sitePages.test.ts',
    'test/**/uploads.test.ts',
    // Lead forms posted without script: the page's answers to a failed send and the rate limit (in memory).
    'test/**/leadFormPages.test.ts',
    // Limits of the HTTP layer and the render cache, client addresses, and a database faked as away.
    'test/**/databaseAway.test.ts',
    'test/**/deepBodies.test.ts',
    'test/**/healthAndAccessLog.test.ts',
    'test/**/oddAddresses.test.ts',
    'test/**/renderLimits.test.ts',
    'test/**/requestLimits.test.ts',
    'test/**/trustedProxies.test.ts',
    // WordPress clients and the mirror's schedule: the protocol and timers, over the same queries as content.test.ts.
    'test/**/contentClient.test.ts',
    'test/**/contentMirrorSchedule.test.ts',
    'test/**/wordpressClients.test.ts',
    'test/wordpress/*.test.ts',
    // Abuse of HTTP itself.
    'test/fuzz/*.test.ts',
    // The embedded database's folder and the process around it (these skip themselves on PostgreSQL).
    'test/process/crash.test.ts',
    'test/process/dataDir.test.ts',
    'test/process/formPostMemory.test.ts',
    'test/process/startup.test.ts',
  ],
} as const;
