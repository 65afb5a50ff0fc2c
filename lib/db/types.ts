/** What every caller of lib/db sees: parameterised SQL ($1, $2, ...) returning plain rows. */
export type Db = {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
};

/** A transaction handle of a backend; `exec` runs several statements without parameters (migrations). */
export type SqlTransaction = Db & {
  exec(sql: string): Promise<void>;
};

/** One connection pool or embedded instance. Internal to lib/db, scripts and tests. */
export type Database = {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a folder or a connection string without its password. */
  readonly description: string;
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
