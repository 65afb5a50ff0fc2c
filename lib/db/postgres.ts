import 'server-only';

import postgres from 'postgres';

import type { Database, SqlTransaction } from './types';

// Same row shapes as the PGlite adapter: dates as 'yyyy-MM-dd' strings, numeric and int8 as numbers.
const types = {
  dateOnly: {
    to: 1082,
    from: [1082],
    serialize: (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
    parse: (value: string) => value,
  },
  numeric: {
    to: 1700,
    from: [1700],
    serialize: (value: unknown) => String(value),
    parse: (value: string) => Number(value),
  },
  // Strings are taken as JSON text (as PGlite does), so callers may pass JSON.stringify(...) or a plain object.
  json: {
    to: 3802,
    from: [114, 3802],
    serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
    parse: (value: string) => JSON.parse(value) as unknown,
  },
  int8: {
    to: 20,
    from: [20],
    serialize: (value: unknown) => String(value),
    parse: (value: string) => Number(value),
  },
};

/** The connection string without its password, for messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

type Sql = postgres.Sql<{ dateOnly: string; numeric: number; json: unknown; int8: number }>;

function wrap(
  sql: Sql | postgres.TransactionSql<{ dateOnly: string; numeric: number; json: unknown; int8: number }>,
): SqlTransaction {
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      const rows = await sql.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
    },
    async exec(text: string) {
      // Without parameters postgres.js uses the simple protocol, which accepts several statements.
      await sql.unsafe(text);
    },
  };
}

/**
 * Whether to use named prepared statements. Without them postgres.js asks the server for the parameter types of
 * every parameterized query before sending it: two round trips instead of one. Supabase's transaction pooler
 * (port 6543) hands each transaction a different backend, which would not know the statement: off there.
 */
export function preparesStatements(url: string): boolean {
  try {
    return new URL(url).port !== '6543';
  } catch {
    return false;
  }
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const sql: Sql = postgres(url, {
    prepare: preparesStatements(url),
    max: options.max ?? 5,
    idle_timeout: 20,
    connect_timeout: 10,
    // postgres.js waits up to 20 s between reconnect attempts by default, so during an outage every request
    // hung that long before failing, and the first ones after recovery too. Half a second at most instead.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    onnotice: () => {},
    types,
  });
  const direct = wrap(sql);

  return {
    kind: 'postgres',
    description: redactUrl(url),
    query: direct.query,
    exec: direct.exec,
    async transaction<T>(fn: (tx: SqlTransaction) => Promise<T>) {
      const result = await sql.begin((tx) => fn(wrap(tx)));
      return result as T;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
