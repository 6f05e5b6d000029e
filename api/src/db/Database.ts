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
}
