/** What the services need from a database; PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on `channel`; resolves to an unsubscribe function, which also closes what the
   * subscription holds. On PostgreSQL the subscription has a connection of its own: when it is lost (a restart,
   * a failover, its backend terminated) it reconnects by itself (after 250 ms, doubling to at most 5 s between
   * tries; logged at warn when lost, at info when back), listens again, and then calls `onNotify('')` once:
   * notifications sent while it was away are lost, so '' means "anything may have changed" and the caller drops
   * whatever it derived from the data. Unsubscribing stops the retries.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the connections; on PostgreSQL it neither hangs nor throws when the server is away. */
  close(): Promise<void>;
  /**
   * The embedded database only: its data folder as a tarball (PGlite's dumpDataDir, after a checkpoint), taken between
   * two statements, so it holds every committed transaction and none half-written (one open at that moment is rolled
   * back when the copy is opened, as after a crash). Undefined on PostgreSQL, which has pg_dump.
   */
  snapshot?: () => Promise<Uint8Array>;
  /** PostgreSQL only: how its connection pool is used at this moment (no query). The embedded database has no pool. */
  poolStats?: () => PoolStats;
}

/** pg.Pool's own counts at one moment. */
export interface PoolStats {
  /** Connections open, idle or in use (pg.Pool's totalCount). */
  total: number;
  /** Connections open and free (idleCount). */
  idle: number;
  /** Queries and transactions waiting for a free connection (waitingCount). */
  waiting: number;
  /** The pool's bound. */
  max: number;
}
