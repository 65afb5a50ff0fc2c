import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { acquireLock, embeddedPathsFor, releaseLock } from './lock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * Backups of either home of the data (npm run db:backup / db:restore, docs/deploy.md):
 * - the embedded database as PGlite's own data-folder tarball, taken under the same lock as the app, so the app
 *   must be stopped for the few seconds it takes (the one-box recipe runs it from a systemd timer that does so);
 * - PostgreSQL with Debian's pg_dump / pg_restore in their custom format, online.
 */

export type BackupSummary = { file: string; bytes: number };

/** The embedded database under `dataDir` into one gzipped tarball at `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupSummary> {
  const { pgliteDir, lockPath } = embeddedPathsFor(dataDir);
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgliteDir} to back up.`);
  }
  acquireLock(lockPath);
  try {
    const db = await openPglite({ dataDir: pgliteDir });
    try {
      const dump = await db.pglite.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(file, bytes);
      return { file, bytes: bytes.length };
    } finally {
      await db.close();
    }
  } finally {
    releaseLock(lockPath);
  }
}

/**
 * Restores a tarball from backupEmbedded() as the embedded database under `dataDir`. A database already there is
 * kept beside it (pglite.before-restore-<time>), never deleted, and only when `replace` says so.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<{ keptAs: string | null }> {
  const { pgliteDir, lockPath } = embeddedPathsFor(dataDir);
  const tarball = readBackupFile(file);
  acquireLock(lockPath);
  try {
    let keptAs: string | null = null;
    if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
      if (!replace) {
        throw new BackupError(
          `${pgliteDir} already holds a database. Run again with --replace to keep it aside and restore over it.`,
        );
      }
      keptAs = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgliteDir, keptAs);
    }
    try {
      const db = await openPglite({ dataDir: pgliteDir, loadDataDir: new Blob([new Uint8Array(tarball)]) });
      try {
        // A tarball that is not a database fails here rather than at the app's next start.
        await db.query('select count(*) from public.schema_migrations');
      } finally {
        await db.close();
      }
    } catch (error) {
      // Nothing half-restored stays: the folder goes, and the database that was there comes back.
      rmSync(pgliteDir, { recursive: true, force: true });
      if (keptAs) renameSync(keptAs, pgliteDir);
      throw new BackupError(
        `${file} could not be restored as a database (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    return { keptAs };
  } finally {
    releaseLock(lockPath);
  }
}

/** Debian's PostgreSQL client programs: PG_BIN, else the newest /usr/lib/postgresql/N/bin, else the PATH. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const explicit = process.env.PG_BIN;
  if (explicit) return join(explicit, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin', name);
  }
  return name;
}

/** pg_dump of `url` in the custom format (compressed, restorable table by table) to `file`. */
export async function backupPostgres(url: string, file: string): Promise<BackupSummary> {
  await run(postgresProgram('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, '--dbname', url]);
  return { file, bytes: statSync(file).size };
}

/**
 * pg_restore of a backupPostgres() file into `url`, an empty database or one to replace (`--clean`). The roles the
 * grants name exist on Supabase; on a plain PostgreSQL they are made first, as the auth stub does.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  readBackupFile(file);
  const db = openPostgres(url, { max: 1 });
  try {
    await db.exec(`do $$
      begin
        if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticated') then
          create role authenticated nologin noinherit;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'service_role') then
          create role service_role nologin noinherit bypassrls;
        end if;
        if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
          create role supabase_auth_admin nologin noinherit;
        end if;
      end $$`);
  } finally {
    await db.close();
  }
  await run(postgresProgram('pg_restore'), [
    '--no-owner',
    '--clean',
    '--if-exists',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    url,
    file,
  ]);
}

export class BackupError extends Error {
  override name = 'BackupError';
}

function readBackupFile(file: string): Buffer {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const bytes = readFileSync(file);
  if (bytes.length === 0) throw new BackupError(`${file} is empty.`);
  return bytes;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new BackupError(`${program} could not start (${error.message}): install postgresql-client.`)),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}
