import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, inject } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { setDatabaseForTesting, withUser, type Database } from '@/lib/db';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import { resetEnvCache } from '@/lib/env';
import type { AppRole } from '@/lib/rules/roles';

export type Backend = 'pglite' | 'postgres';

/** PGlite, and PostgreSQL too when the run was started with TEST_DATABASE_URL (TEST_BACKENDS narrows the list). */
export function backends(): Backend[] {
  return inject('testBackends');
}

export type TestDatabase = Database & { dispose(): Promise<void> };

function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A private, migrated, empty database: the PGlite snapshot loaded in memory, or a clone of the PostgreSQL template. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const db = await openPglite({ loadDataDir: new Blob([snapshot]) });
    return { ...db, dispose: () => db.close() };
  }
  return createPostgresDatabase('migrated');
}

/** A database without any schema: a fresh in-memory PGlite (initdb, a few seconds) or an empty PostgreSQL database. */
export async function openEmptyDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite();
    return { ...db, dispose: () => db.close() };
  }
  return createPostgresDatabase('empty');
}

/** A new database on the test PostgreSQL server, a copy of the migrated template or empty; dispose() drops it. */
async function createPostgresDatabase(kind: 'migrated' | 'empty'): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL backend requested without TEST_DATABASE_URL');
  const migrated = kind === 'migrated';
  const name = `${migrated ? 'app_test' : 'app_empty'}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = openPostgres(template.url, { max: 1 });
  await admin.exec(`create database ${name} template ${migrated ? template.template : 'template0'}`);
  const db = openPostgres(withDatabaseName(template.url, name), { max: migrated ? 10 : 2 });
  return {
    ...db,
    async dispose() {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * Per describe block: opens a test database, makes it lib/db's database, points DATA_DIR at a temp folder
 * and fixes AUTH_SECRET. `current()` gives the open database inside tests.
 */
export function useTestDatabase(backend: Backend) {
  let db: TestDatabase | undefined;
  let dataDir: string | undefined;
  const saved = { DATA_DIR: process.env.DATA_DIR, AUTH_SECRET: process.env.AUTH_SECRET };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'integration-data-'));
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = 'integration-test-secret-integration-test-secret';
    resetEnvCache();
    db = await openTestDatabase(backend);
    setDatabaseForTesting(db);
  });

  afterAll(async () => {
    setDatabaseForTesting(null);
    await db?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    // Assigning undefined to process.env stores the string 'undefined' (a 9-character AUTH_SECRET).
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  });

  return {
    current(): TestDatabase {
      if (!db) throw new Error('test database not open yet');
      return db;
    },
    dataDir(): string {
      if (!dataDir) throw new Error('test database not open yet');
      return dataDir;
    },
  };
}

let counter = 0;

/** Factory: a confirmed auth.users row (and a user_roles row unless `role` is undefined). */
export async function createUser(
  db: Database,
  options: { role?: AppRole; email?: string; firstName?: string; lastName?: string } = {},
): Promise<Session> {
  counter += 1;
  const email = options.email ?? `person-${Date.now()}-${counter}-${randomUUID().slice(0, 6)}@example.com`;
  const [row] = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, 'not-a-real-hash', now(), $2::jsonb) returning id`,
    [
      email,
      JSON.stringify({ first_name: options.firstName ?? 'Test', last_name: options.lastName ?? 'Person' }),
    ],
  );
  if (options.role) {
    await db.query('insert into public.user_roles (user_id, role) values ($1, $2::public.app_role)', [
      row.id,
      options.role,
    ]);
  }
  return { user: { id: row.id, email }, role: options.role ?? 'user' };
}

class Rollback extends Error {
  constructor(readonly rows: unknown[]) {
    super('rollback');
  }
}

export type Attempt =
  { ok: true; rows: Record<string, unknown>[] } | { ok: false; code?: string; message: string };

/** Runs one statement through withUser (RLS applies) and rolls it back, reporting rows or the error. */
export async function attempt(
  session: Session | null,
  sql: string,
  params: unknown[] = [],
): Promise<Attempt> {
  try {
    await withUser(session, async (db) => {
      throw new Rollback(await db.query(sql, params));
    });
    throw new Error('unreachable');
  } catch (error) {
    if (error instanceof Rollback) return { ok: true, rows: error.rows as Record<string, unknown>[] };
    const { code, message } = error as { code?: string; message: string };
    return { ok: false, code, message };
  }
}
