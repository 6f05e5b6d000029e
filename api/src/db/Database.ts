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
  /** Subscribes to NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
