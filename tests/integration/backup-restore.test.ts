import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, inject, it } from 'vitest';

import { BackupError, restoreEmbedded } from '@/lib/db/backup';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';

import { backends } from './helpers/database';

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them (docs/deploy.md): the data written before
 * the backup is in a fresh instance restored from it. The scripts run as their own processes, as from cron.
 */
const execFileAsync = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'backup-restore-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function dbScript(args: string[], env: Record<string, string | undefined>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return execFileAsync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/db.ts', ...args],
    { env: { ...inherited, ...env }, timeout: 120_000 },
  );
}

const email = () => `backup-${randomUUID().slice(0, 8)}@example.com`;

describe.runIf(backends().includes('pglite'))('backup and restore: the embedded database', () => {
  it('a backup taken from a data folder restores into a fresh one with the data in it', async () => {
    const source = join(work, 'source');
    const restored = join(work, 'restored');
    const file = join(work, 'embedded.tar.gz');
    const address = email();

    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const db = await openPglite({ dataDir: join(source, 'pglite'), loadDataDir: new Blob([snapshot]) });
    await db.query(`insert into public.newsletter_subscribers (email, status) values ($1, 'active')`, [
      address,
    ]);
    await db.close();

    const backup = await dbScript(['backup', file], { DATA_DIR: source });
    expect(backup.stdout).toContain(`to ${file}`);

    await dbScript(['restore', file], { DATA_DIR: restored });
    const copy = await openPglite({ dataDir: join(restored, 'pglite') });
    try {
      const rows = await copy.query<{ email: string }>(
        'select email from public.newsletter_subscribers where email = $1',
        [address],
      );
      expect(rows).toEqual([{ email: address }]);
    } finally {
      await copy.close();
    }

    // An existing database is never overwritten without --replace, and is kept aside with it.
    await expect(restoreEmbedded(file, restored)).rejects.toThrow('already holds a database');
    const { keptAs } = await restoreEmbedded(file, restored, { replace: true });
    expect(keptAs && existsSync(keptAs)).toBe(true);
  }, 180_000);

  it('refuses a file that is not a backup, with a message, and leaves the database that was there', async () => {
    const file = join(work, 'not-a-backup.tar.gz');
    writeFileSync(file, 'this is not a tarball');
    const fresh = join(work, 'garbage');
    await expect(restoreEmbedded(file, fresh)).rejects.toThrow(BackupError);
    expect(existsSync(join(fresh, 'pglite'))).toBe(false);

    const existing = join(work, 'existing');
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const db = await openPglite({ dataDir: join(existing, 'pglite'), loadDataDir: new Blob([snapshot]) });
    await db.close();
    await expect(restoreEmbedded(file, existing, { replace: true })).rejects.toThrow(
      'could not be restored as a database',
    );
    const kept = await openPglite({ dataDir: join(existing, 'pglite') });
    try {
      expect(await kept.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await kept.close();
    }
  }, 120_000);
});

describe.runIf(backends().includes('postgres'))('backup and restore: PostgreSQL', () => {
  it('pg_dump of one database restores into an empty one with the data in it', async () => {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('PostgreSQL backend without a template');
    const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
    const admin = openPostgres(template.url, { max: 1 });
    const urlOf = (name: string) => {
      const url = new URL(template.url);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const [source, target] = [`backup_src_${suffix}`, `backup_dst_${suffix}`];
    await admin.exec(`create database ${source} template ${template.template}`);
    await admin.exec(`create database ${target} template template0`);
    const file = join(work, 'postgres.dump');
    const address = email();
    try {
      const db = openPostgres(urlOf(source), { max: 1 });
      await db.query(`insert into public.newsletter_subscribers (email, status) values ($1, 'active')`, [
        address,
      ]);
      await db.close();

      await dbScript(['backup', file], { DATABASE_URL: urlOf(source) });
      await dbScript(['restore', file], { DATABASE_URL: urlOf(target) });

      const copy = openPostgres(urlOf(target), { max: 1 });
      try {
        const rows = await copy.query<{ email: string }>(
          'select email from public.newsletter_subscribers where email = $1',
          [address],
        );
        expect(rows).toEqual([{ email: address }]);
        // The row-level security came with it: the policies and the grants to the API roles.
        const [{ policies }] = await copy.query<{ policies: number }>(
          `select count(*)::int as policies from pg_policies where schemaname = 'public'`,
        );
        expect(policies).toBeGreaterThan(10);
      } finally {
        await copy.close();
      }
    } finally {
      await admin.exec(`drop database if exists ${source} with (force)`);
      await admin.exec(`drop database if exists ${target} with (force)`);
      await admin.close();
    }
  }, 120_000);
});
