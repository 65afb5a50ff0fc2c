import 'server-only';

import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Session } from '@/lib/auth/types';
import { env } from '@/lib/env';

import { acquireLock, embeddedPathsFor, releaseLock } from './lock';
import { migrate, type MigrateResult } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database, Db } from './types';

export type { Database, Db } from './types';
export { DatabaseLockedError } from './lock';
export { classifyDatabaseError, databaseErrorSummary, isDatabaseUnavailable } from './unavailable';

type Holder = { promise?: Promise<Database>; lockPath?: string; override?: Database };

// One instance per process, kept across Next's module reloads in development.
const holder: Holder = ((globalThis as { __appDatabase?: Holder }).__appDatabase ??= {});

export function embeddedPaths() {
  return embeddedPathsFor(env().DATA_DIR);
}

export function isEmbedded(): boolean {
  return !env().DATABASE_URL;
}

async function openEmbedded(): Promise<Database> {
  const { pgliteDir, lockPath } = embeddedPaths();
  acquireLock(lockPath);
  holder.lockPath = lockPath;
  try {
    const fresh = !existsSync(join(pgliteDir, 'PG_VERSION'));
    const db = await openPglite({ dataDir: pgliteDir });
    const result = await migrate(db);
    logMigrations(db, result);
    if (fresh && !env().DB_SKIP_SEED) {
      const { seed } = await import('./seed');
      await seed(db);
    }
    return db;
  } catch (error) {
    releaseLock(lockPath);
    holder.lockPath = undefined;
    throw error;
  }
}

function logMigrations(db: Database, result: MigrateResult) {
  if (result.applied.length > 0) {
    console.info(`[db] ${db.description}: applied migrations ${result.applied.join(', ')}`);
  }
}

/**
 * The process's database: PGlite under DATA_DIR/pglite (migrated on start, seeded when first created) or,
 * with DATABASE_URL, a PostgreSQL/Supabase pool (migrated by `npm run db:migrate`).
 */
export function getDatabase(): Promise<Database> {
  if (holder.override) return Promise.resolve(holder.override);
  if (!holder.promise) {
    const url = env().DATABASE_URL;
    holder.promise = url ? Promise.resolve(openPostgres(url)) : openEmbedded();
    holder.promise.catch(() => {
      holder.promise = undefined;
    });
  }
  return holder.promise;
}

/** Tests and scripts hand in their own database; `null` goes back to the default. */
export function setDatabaseForTesting(db: Database | null): void {
  holder.override = db ?? undefined;
}

/** Closes the database and releases the embedded lock (scripts and tests; a server's exit releases the lock). */
export async function closeDb(): Promise<void> {
  const pending = holder.promise;
  holder.promise = undefined;
  if (pending) {
    try {
      await (await pending).close();
    } catch {
      // opening failed; nothing to close
    }
  }
  if (holder.lockPath) {
    releaseLock(holder.lockPath);
    holder.lockPath = undefined;
  }
}

/** Removes the embedded database folder (db:reset). Takes the lock first so a running app is never wiped. */
export async function deleteEmbeddedDatabase(): Promise<void> {
  await closeDb();
  const { pgliteDir, lockPath } = embeddedPaths();
  acquireLock(lockPath);
  try {
    rmSync(pgliteDir, { recursive: true, force: true });
  } finally {
    releaseLock(lockPath);
  }
}

/** JWT claims as PostgREST sets them, so auth.uid(), auth.jwt() and auth.role() work in policies. */
export function claimsFor(session: Session | null): Record<string, unknown> {
  if (!session) return { role: 'anon' };
  return {
    sub: session.user.id,
    email: session.user.email,
    role: 'authenticated',
    aud: 'authenticated',
    user_role: session.role ?? 'user',
  };
}

/**
 * Runs `fn` in one transaction as the API role of the session (anon or authenticated) with its claims,
 * so row level security applies exactly as it would through Supabase's API.
 * Only SET LOCAL semantics (set_config(..., true)): PGlite serves every caller from one backend.
 */
export async function withUser<T>(session: Session | null, fn: (db: Db) => Promise<T>): Promise<T> {
  return inTransactionAfter(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    [session ? 'authenticated' : 'anon', JSON.stringify(claimsFor(session))],
    fn,
  );
}

/**
 * The one privileged path: runs `fn` in a transaction as the database owner (RLS does not apply).
 * For server-only writes after validation and rate limiting; `reason` names the caller and is visible to
 * SQL as current_setting('app.service_reason').
 */
export async function withService<T>(reason: string, fn: (db: Db) => Promise<T>): Promise<T> {
  if (!reason.trim()) throw new Error('withService needs a reason');
  return inTransactionAfter(
    `select set_config('request.jwt.claims', $1, true), set_config('app.service_reason', $2, true)`,
    [JSON.stringify({ role: 'service_role' }), reason],
    fn,
  );
}

/**
 * Runs `fn` in one transaction after the `settings` statement. The settings are sent without waiting for their
 * answer, so they travel with fn's first query: one round trip less per transaction, which under load is one
 * event-loop queue less per request. Safe because a connection runs its statements in order and, if the settings
 * failed, PostgreSQL refuses everything after them in the transaction (25P02); their own error is the one thrown.
 */
async function inTransactionAfter<T>(
  settings: string,
  params: readonly unknown[],
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await getDatabase();
  return database.transaction(async (tx) => {
    const settingsFailure = tx.query(settings, params).then(
      () => null,
      (error: unknown) => ({ error }),
    );
    let result: T;
    try {
      result = await fn({ query: tx.query });
    } catch (error) {
      throw (await settingsFailure)?.error ?? error;
    }
    const failure = await settingsFailure;
    if (failure) throw failure.error;
    return result;
  });
}

/** Applies pending migrations to the current database (the setup card and `npm run db:migrate`). */
export async function migrateDatabase(): Promise<MigrateResult> {
  const database = await getDatabase();
  const result = await migrate(database);
  logMigrations(database, result);
  return result;
}

/** Whether a table exists, e.g. the calendar's check for availability_slots. */
export async function tableExists(name: string): Promise<boolean> {
  const database = await getDatabase();
  const rows = await database.query<{ present: boolean }>('select to_regclass($1) is not null as present', [
    name.includes('.') ? name : `public.${name}`,
  ]);
  return Boolean(rows[0]?.present);
}

/**
 * Whether the database answers a trivial query right now. For telling an outage apart from a refusal after the
 * fact (e.g. a role lookup that failed), never for granting anything.
 */
export async function databaseReachable(): Promise<boolean> {
  try {
    await (await getDatabase()).query('select 1');
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL error code (SQLSTATE) of a database error, e.g. '23505' for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  // Every SQLSTATE has a digit; Node's own five-letter codes (EPIPE, EPERM) are not SQLSTATEs.
  return typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
