import 'server-only';

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Database, SqlTransaction } from './types';

export type Migration = { version: string; name: string; sql: string; checksum: string };

export type MigrateResult = { bootstrapped: boolean; applied: string[] };

function supabaseDir(): string {
  return join(/*turbopackIgnore: true*/ process.cwd(), 'supabase');
}

/** supabase/migrations/*.sql in version order (the Supabase CLI's `<timestamp>_<name>.sql` naming). */
export function readMigrations(dir = join(supabaseDir(), 'migrations')): Migration[] {
  // Migrations are shipped with outputFileTracingIncludes (next.config.mjs); tracing need not follow this read.
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ join(dir, file), 'utf8');
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export function readBootstrapSql(): string {
  return readFileSync(join(supabaseDir(), 'bootstrap', 'auth-stub.sql'), 'utf8');
}

/** True when the database lacks Supabase's `auth` schema, i.e. it is not a Supabase project. */
export async function needsBootstrap(db: Pick<Database, 'query'>): Promise<boolean> {
  const rows = await db.query<{ present: boolean }>(
    `select exists (select 1 from pg_namespace where nspname = 'auth') as present`,
  );
  return !rows[0]?.present;
}

/** True when the `auth` schema is our stub (embedded or plain PostgreSQL), never on Supabase. */
export async function hasAuthStub(db: Pick<Database, 'query'>): Promise<boolean> {
  const rows = await db.query<{ stub: boolean }>(
    `select coalesce(obj_description(oid, 'pg_namespace') like 'bootstrap stub of Supabase Auth%', false) as stub
     from pg_namespace where nspname = 'auth'`,
  );
  return Boolean(rows[0]?.stub);
}

const MIGRATIONS_TABLE = `
  create table if not exists public.schema_migrations (
    version text primary key,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now()
  );
  alter table public.schema_migrations enable row level security;
  revoke all on table public.schema_migrations from anon, authenticated;
`;

async function appliedVersions(tx: SqlTransaction): Promise<Set<string>> {
  const rows = await tx.query<{ version: string }>('select version from public.schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/**
 * Creates what Supabase provides when the `auth` schema is missing, then applies pending migrations in one
 * transaction under an advisory lock (two app instances starting together apply them once) and records them.
 */
export async function migrate(
  db: Database,
  options: { migrations?: Migration[] } = {},
): Promise<MigrateResult> {
  const migrations = options.migrations ?? readMigrations();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(8675309)');
    const bootstrapped = await needsBootstrap(tx);
    if (bootstrapped) await tx.exec(readBootstrapSql());
    await tx.exec(MIGRATIONS_TABLE);
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into public.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.version);
    }
    return { bootstrapped, applied };
  });
}

/** Versions recorded as applied; empty when the migrations table does not exist yet. */
export async function listAppliedMigrations(db: Pick<Database, 'query'>): Promise<string[]> {
  const present = await db.query<{ present: boolean }>(
    `select to_regclass('public.schema_migrations') is not null as present`,
  );
  if (!present[0]?.present) return [];
  const rows = await db.query<{ version: string }>(
    'select version from public.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}
