import 'server-only';

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { PGlite, type Transaction } from '@electric-sql/pglite';

import type { Database, SqlTransaction } from './types';

// Same row shapes on both backends: dates as 'yyyy-MM-dd' strings (no time-zone shifts), numeric and int8 as numbers.
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

const parsers = {
  [DATE_OID]: (value: string) => value,
  [NUMERIC_OID]: (value: string) => Number(value),
  [INT8_OID]: (value: string) => Number(value),
};

export type PgliteOptions = {
  /** Folder for the data; omitted: in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests load one migrated snapshot). */
  loadDataDir?: Blob | File;
};

function wrapTransaction(tx: Transaction): SqlTransaction {
  return {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

export type PgliteDatabase = Database & { readonly pglite: PGlite };

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const dataDir = options.dataDir ? resolve(/*turbopackIgnore: true*/ options.dataDir) : undefined;
  // PGlite fails obscurely when the parent of its data folder is missing.
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = new PGlite({ dataDir, loadDataDir: options.loadDataDir, parsers });
  await pglite.waitReady;

  return {
    kind: 'pglite',
    description: dataDir ?? 'memory',
    pglite,
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pglite.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction<T>(fn: (tx: SqlTransaction) => Promise<T>) {
      return pglite.transaction((tx) => fn(wrapTransaction(tx)));
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
