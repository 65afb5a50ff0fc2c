import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { closeDb, DatabaseLockedError, getDatabase, withUser } from '@/lib/db';
import { acquireLock, releaseLock } from '@/lib/db/lock';
import { resetEnvCache } from '@/lib/env';
import { coversPglite } from './helpers/stage';

describe.runIf(coversPglite())('lock file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
  const lockPath = join(dir, 'pglite.lock');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created with our pid and removed on release', () => {
    acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    acquireLock(lockPath); // re-entrant within one process
    releaseLock(lockPath);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('fails with a clear message while another live process holds it', () => {
    writeFileSync(lockPath, `${process.ppid}\n`);
    try {
      expect(() => acquireLock(lockPath)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(lockPath)).toThrow(`in use by another process (pid ${process.ppid}`);
    } finally {
      rmSync(lockPath, { force: true });
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(lockPath, '2147483646\n');
    acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    releaseLock(lockPath);
  });
});

describe.runIf(coversPglite())('embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-db-'));

  afterAll(async () => {
    await closeDb();
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('first start creates the folder, takes the lock, migrates and seeds; close releases the lock', async () => {
    process.env.DATA_DIR = join(dataDir, 'nested', '.data');
    delete process.env.DATABASE_URL;
    resetEnvCache();
    vi.spyOn(console, 'info').mockImplementation(() => {});

    const db = await getDatabase();
    expect(db.kind).toBe('pglite');
    expect(await getDatabase()).toBe(db);
    const lockPath = join(dataDir, 'nested', '.data', 'pglite.lock');
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    const slots = await withUser(null, (tx) => tx.query('select id from public.availability_slots'));
    expect(slots.length).toBe(30);

    await closeDb();
    expect(existsSync(lockPath)).toBe(false);

    // Reopening keeps the data and does not seed again.
    const again = await getDatabase();
    const [{ count }] = await again.query<{ count: number }>(
      'select count(*) as count from public.availability_slots',
    );
    expect(count).toBe(30);
    vi.restoreAllMocks();
  });
});
